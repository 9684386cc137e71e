import {
  AlarmClock,
  BarChart3,
  BellOff,
  BellRing,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Eye,
  FileText,
  Globe2,
  type LucideIcon,
  Settings,
  UsersRound,
} from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { CounterTile } from "#app/components/admin/counter-tile.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { countVisitorsToday } from "#app/modules/analytics/analytics-report.server.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { BOOKINGS_LIST_PATH } from "#app/modules/bookings/booking-filters.ts";
import { countDemos, DEMO_PERIOD_DAYS } from "#app/modules/bookings/demo-counts.server.ts";
import { getDashboardCounters } from "#app/modules/dashboard/dashboard.server.ts";
import { LEADS_LIST_PATH, leadFiltersSearch } from "#app/modules/leads/lead-filters.ts";
import { countFollowUps } from "#app/modules/leads/lead-reminders.server.ts";
import { getNotificationSettings } from "#app/modules/notifications/notification-settings.server.ts";
import { NOTIFICATIONS_FORM_ID } from "#app/modules/notifications/notification-settings.ts";
import { pendingNotifications } from "#app/modules/notifications/outbox.server.ts";
import { formatSiteTime } from "#app/modules/publishing/schedule-time.ts";
import {
  listUpcomingSchedules,
  type UpcomingSchedule,
} from "#app/modules/publishing/schedules.server.ts";
import {
  can,
  type Permission,
  worksOwnBookingsOnly,
  worksOwnLeadsOnly,
} from "#app/modules/users/permissions.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission({ request, context }, "console.use");
  const { db, config, notifications } = context.get(servicesContext);
  // Each part only for those who may open what it counts (ADR 0027); someone who works their
  // own leads sees their own follow-ups.
  const ownLeadsOnly = worksOwnLeadsOnly(user);
  return {
    counters: can(user, "leads.manage")
      ? await getDashboardCounters(db, config.SITE_TIMEZONE)
      : null,
    visitorsToday: can(user, "analytics.view")
      ? await countVisitorsToday(db, config.SITE_TIMEZONE)
      : null,
    followUps: can(user, "leads.work")
      ? {
          ...(await countFollowUps(
            db,
            config.SITE_TIMEZONE,
            undefined,
            ownLeadsOnly ? user.id : undefined,
          )),
          ownLeadsOnly,
        }
      : null,
    notifications: can(user, "settings.manage")
      ? {
          ...(await pendingNotifications(db)),
          emailConfigured: notifications.emailConfigured,
          recipients: (await getNotificationSettings(db, config)).recipients.length,
        }
      : null,
    demos: can(user, "bookings.work")
      ? {
          ...(await countDemos(db, {
            onlyHostId: worksOwnBookingsOnly(user) ? user.id : null,
          })),
          own: worksOwnBookingsOnly(user),
          periodDays: DEMO_PERIOD_DAYS,
        }
      : null,
    scheduled: can(user, "content.edit") ? await listUpcomingSchedules(db) : [],
    person: { role: user.role, status: user.status },
    timeZone: config.SITE_TIMEZONE,
  };
}

/**
 * What stands between a new lead and its e-mail, in words an owner can act on: the mail server
 * is the host's to set up (SMTP_URL), the recipients are the owner's (Website Settings).
 */
function NotificationStatus({
  pending,
  failing,
  emailConfigured,
  recipients,
}: {
  pending: number;
  failing: number;
  emailConfigured: boolean;
  recipients: number;
}) {
  const problem = !emailConfigured
    ? {
        title: "Lead e-mails are not being sent",
        text: "E-mail sending is not set up on the server: ask your host to set SMTP_URL.",
        fix: recipients === 0 ? "Add who gets them in Website Settings" : null,
      }
    : recipients === 0
      ? {
          title: "No one gets lead e-mails",
          text: "Add the e-mail addresses that should get one for every new lead.",
          fix: "Add recipients in Website Settings",
        }
      : failing > 0
        ? {
            title: "Some lead notifications are failing",
            text: `${failing} notification${failing === 1 ? "" : "s"} could not be delivered yet and will be retried. Send a test from Website Settings to see why.`,
            fix: "Open the notification settings",
          }
        : null;
  if (!problem) return null;
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-lg border border-destructive/40 bg-card p-4 text-sm"
    >
      <BellOff className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-semibold">{problem.title}</p>
        <p className="text-muted-foreground">
          {problem.text}{" "}
          {pending > 0
            ? `${pending} waiting; none is lost: they go out as soon as e-mail works.`
            : null}
        </p>
        {problem.fix ? (
          <Link
            to={`/admin/settings#${NOTIFICATIONS_FORM_ID}`}
            className="mt-1 inline-block font-medium underline underline-offset-4 hover:no-underline"
          >
            {problem.fix}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

const SCHEDULE_HOME = { page: "/admin/content", post: "/admin/blog", plan: "/admin/pricing" };

/** What goes live or comes off the site next (docs/product.md#publishing); nothing shown when nothing is due. */
function ScheduledList({
  scheduled,
  timeZone,
}: {
  scheduled: UpcomingSchedule[];
  timeZone: string;
}) {
  if (scheduled.length === 0) return null;
  return (
    <section aria-labelledby="scheduled-heading" className="mt-10">
      <h2 id="scheduled-heading" className="mb-4 text-lg font-semibold">
        Scheduled
      </h2>
      <Card>
        <ul className="divide-y">
          {scheduled.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3">
              <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
              <Link to={SCHEDULE_HOME[item.kind]} className="font-medium hover:underline">
                {item.title}
              </Link>
              <span className="text-sm text-muted-foreground">
                {item.action === "publish" ? "Publishes" : "Unpublishes"}{" "}
                <time dateTime={item.runAt}>{formatSiteTime(item.runAt, timeZone)}</time>
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

/**
 * Reminders to act on, each opening the Leads list filtered to them; only their own for
 * someone who works their own leads.
 */
function FollowUpCounters({
  dueToday,
  overdue,
  ownLeadsOnly,
}: {
  dueToday: number;
  overdue: number;
  ownLeadsOnly: boolean;
}) {
  const owner = ownLeadsOnly ? "me" : undefined;
  const counters = [
    {
      label: "Follow-ups due today",
      value: dueToday,
      href: `${LEADS_LIST_PATH}${leadFiltersSearch({ followUp: "today", owner })}`,
      icon: BellRing,
    },
    {
      label: "Overdue",
      value: overdue,
      href: `${LEADS_LIST_PATH}${leadFiltersSearch({ followUp: "overdue", owner })}`,
      icon: AlarmClock,
      urgent: overdue > 0,
    },
  ];
  return (
    <section aria-labelledby="follow-ups-heading" className="mt-10">
      <h2 id="follow-ups-heading" className="mb-4 text-lg font-semibold">
        {ownLeadsOnly ? "My follow-ups" : "Follow-ups"}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {counters.map((counter) => (
          <li key={counter.label}>
            <CounterTile {...counter} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Demos booked: those ahead, and how many visitors booked lately; only their own for a host
 * who works their own bookings. */
function DemoCounters({
  upcoming,
  bookedInPeriod,
  own,
  periodDays,
}: {
  upcoming: number;
  bookedInPeriod: number;
  own: boolean;
  periodDays: number;
}) {
  const counters = [
    { label: "Upcoming demos", value: upcoming, href: BOOKINGS_LIST_PATH, icon: CalendarClock },
    {
      label: `Demos booked (last ${periodDays} days)`,
      value: bookedInPeriod,
      icon: CalendarCheck,
    },
  ];
  return (
    <section aria-labelledby="demos-heading" className="mt-10">
      <h2 id="demos-heading" className="mb-4 text-lg font-semibold">
        {own ? "My demos" : "Demos"}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {counters.map((counter) => (
          <li key={counter.label}>
            <CounterTile {...counter} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin" }];

const QUICK_ACTIONS: {
  href: string;
  label: string;
  description: string;
  icon: LucideIcon;
  permission: Permission;
}[] = [
  {
    href: LEADS_LIST_PATH,
    label: "View Leads",
    description: "Work your leads",
    icon: UsersRound,
    permission: "leads.work",
  },
  {
    href: "/admin/settings",
    label: "Website Settings",
    description: "Title, contact details, links",
    icon: Settings,
    permission: "settings.manage",
  },
  {
    href: "/admin/content",
    label: "Manage Content",
    description: "Pages and posts",
    icon: FileText,
    permission: "content.edit",
  },
  {
    href: "/admin/analytics",
    label: "Analytics",
    description: "Leads over time and by source",
    icon: BarChart3,
    permission: "analytics.view",
  },
];

/** The Leads link of someone who works their own leads opens on theirs ("assigned to me"). */
const ownLeadsSearch = leadFiltersSearch({ owner: "me" });

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counters, visitorsToday, followUps, notifications, person } = loaderData;
  const stats = [
    ...(counters
      ? [
          { label: "Total Leads", value: counters.totalLeads, icon: UsersRound },
          { label: "Today", value: counters.today, icon: CalendarDays },
          { label: "Business Types", value: counters.businessTypes, icon: Building2 },
          { label: "Countries", value: counters.countries, icon: Globe2 },
        ]
      : []),
    ...(visitorsToday === null
      ? []
      : [{ label: "Visitors today", value: visitorsToday, icon: Eye }]),
  ];
  const ownLeadsOnly = followUps?.ownLeadsOnly ?? false;
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        subtitle="An overview of your leads and quick ways into the console"
      />
      {notifications ? <NotificationStatus {...notifications} /> : null}
      {stats.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
          {stats.map((stat) => (
            <li key={stat.label}>
              <CounterTile {...stat} />
            </li>
          ))}
        </ul>
      ) : null}
      {followUps ? <FollowUpCounters {...followUps} /> : null}
      {loaderData.demos ? <DemoCounters {...loaderData.demos} /> : null}
      <h2 className="mt-10 mb-4 text-lg font-semibold">Quick actions</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {QUICK_ACTIONS.filter((action) => can(person, action.permission)).map((action) => (
          <li key={action.href}>
            <Link
              to={
                action.href === LEADS_LIST_PATH && ownLeadsOnly
                  ? `${action.href}${ownLeadsSearch}`
                  : action.href
              }
              className="flex h-full items-center gap-4 rounded-lg border bg-card p-5 transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
                <action.icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{action.label}</span>
                <span className="block text-sm text-muted-foreground">{action.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ScheduledList scheduled={loaderData.scheduled} timeZone={loaderData.timeZone} />
    </>
  );
}
