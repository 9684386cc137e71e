import { redirect } from "react-router";
import { requirePermission, signOutHeaders } from "#app/modules/auth/session.server.ts";
import { flashToastHeader } from "#app/modules/toast/flash.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "console.use");
  const services = context.get(servicesContext);
  const headers = await signOutHeaders(services, request);
  context
    .get(requestInfoContext)
    .log.info({ event: "auth.sign_out", userId: user.id }, "signed out");
  headers.append(
    "Set-Cookie",
    await flashToastHeader(
      {
        kind: "success",
        title: "Logged out",
        description: "You have been logged out successfully",
      },
      services.secureCookies,
    ),
  );
  return redirect("/admin-auth", { headers });
}

/** Signing out changes state, so it is a POST only. */
export function loader() {
  return redirect("/admin");
}
