import { Mail, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useLoaderData } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  NativeSelect,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { LoadingState, Spinner } from "~/components/ui/spinner";
import { Switch } from "~/components/ui/switch";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { Toaster, toast } from "~/components/ui/toaster";

const leads = [
  { name: "Ada Lovelace", email: "ada@example.com", status: "new", company: "Analytical Engines Ltd" },
  { name: "Alan Turing", email: "alan@example.com", status: "contacted", company: "Bletchley" },
  { name: "Grace Hopper", email: "grace@example.com", status: "lost", company: "US Navy" },
] as const;
const statusVariant = { new: "default", contacted: "secondary", lost: "destructive" } as const;

export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  return { openDialog: url.searchParams.has("dialog"), openConfirm: url.searchParams.has("confirm") };
}

export default function UiPreview() {
  const [selected, setSelected] = useState<string[]>(["ada@example.com"]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const all = selected.length === leads.length;
  const some = selected.length > 0 && !all;
  const { openDialog, openConfirm } = useLoaderData<typeof loader>();

  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-8 p-4 sm:p-8">
      <h1 className="text-3xl font-bold">UI preview</h1>

      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">Buttons</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button>Default</Button>
          <Button variant="destructive">Destructive</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="link">Link</Button>
          <Button size="sm">Small</Button>
          <Button size="lg">Large</Button>
          <Button size="icon" aria-label="Add">
            <Plus />
          </Button>
          <Button disabled>
            <Spinner /> Disabled
          </Button>
          <Button>
            <Mail /> With icon
          </Button>
          <a href="/" className={buttonVariants({ variant: "outline" })}>
            Link as button
          </a>
          <Button asChild variant="secondary">
            <a href="/">asChild link</a>
          </Button>
        </div>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">Badges</h2>
        <div className="flex flex-wrap gap-2">
          <Badge>Default</Badge>
          <Badge variant="secondary">Secondary</Badge>
          <Badge variant="destructive">Destructive</Badge>
          <Badge variant="outline">Outline</Badge>
        </div>
      </section>

      <section className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Contact us</CardTitle>
            <CardDescription>Fields with server errors.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Field label="Name" required>
              {(props) => <Input {...props} name="name" placeholder="Jane Doe" required />}
            </Field>
            <Field
              label="Email"
              error="Please enter a valid email address"
              description="We never share it."
            >
              {(props) => <Input {...props} name="email" type="email" defaultValue="nope" />}
            </Field>
            <Field label="Plan" error={["Choose a plan"]}>
              {(props) => (
                <NativeSelect {...props} name="plan" defaultValue="">
                  <option value="" disabled>
                    Select a plan
                  </option>
                  <option value="starter">Starter</option>
                  <option value="pro">Pro</option>
                </NativeSelect>
              )}
            </Field>
            <Field label="Message">
              {(props) => <Textarea {...props} name="message" placeholder="How can we help?" />}
            </Field>
            <Field
              label="I agree to the terms"
              orientation="horizontal"
              error="You must accept the terms"
            >
              {(props) => <Checkbox {...props} name="terms" />}
            </Field>
          </CardContent>
          <CardFooter className="justify-end gap-2">
            <Button variant="outline">Cancel</Button>
            <Button>Send message</Button>
          </CardFooter>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Settings</CardTitle>
            <CardDescription>Radix select, switch, disabled input.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Field label="Status">
              {(props) => (
                <Select defaultValue="contacted">
                  <SelectTrigger {...props}>
                    <SelectValue placeholder="Pick a status" />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectGroup>
                      <SelectLabel>Lead status</SelectLabel>
                      <SelectItem value="new">New</SelectItem>
                      <SelectItem value="contacted">Contacted</SelectItem>
                      <SelectItem value="lost">Lost</SelectItem>
                    </SelectGroup>
                  </SelectContent>
                </Select>
              )}
            </Field>
            <Field label="Empty select" error="Required">
              {(props) => (
                <Select>
                  <SelectTrigger {...props}>
                    <SelectValue placeholder="Pick a status" />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="a">A</SelectItem>
                  </SelectContent>
                </Select>
              )}
            </Field>
            <Field
              label="Email notifications"
              orientation="horizontal"
              description="Receive an email for every new lead."
            >
              {(props) => <Switch {...props} defaultChecked />}
            </Field>
            <div className="flex items-center gap-3">
              <Switch id="sw2" />
              <Label htmlFor="sw2">Unchecked switch</Label>
            </div>
            <Field label="Disabled">
              {(props) => <Input {...props} disabled value="Read only" readOnly />}
            </Field>
            <Input aria-label="Search" placeholder="Search..." />
          </CardContent>
        </Card>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">Tabs</h2>
        <Tabs defaultValue="leads">
          <TabsList>
            <TabsTrigger value="leads">Leads</TabsTrigger>
            <TabsTrigger value="users">Users</TabsTrigger>
            <TabsTrigger value="settings">Settings</TabsTrigger>
          </TabsList>
          <TabsContent value="leads">
            <Table>
              <TableCaption>Recent leads</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>
                    <Checkbox
                      aria-label="Select all"
                      checked={all ? true : some ? "indeterminate" : false}
                      onCheckedChange={(value) =>
                        setSelected(value === true ? leads.map((lead) => lead.email) : [])
                      }
                    />
                  </TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Company</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {leads.map((lead) => (
                  <TableRow
                    key={lead.email}
                    data-state={selected.includes(lead.email) ? "selected" : undefined}
                  >
                    <TableCell>
                      <Checkbox
                        aria-label={`Select ${lead.name}`}
                        checked={selected.includes(lead.email)}
                        onCheckedChange={(value) =>
                          setSelected((current) =>
                            value === true
                              ? [...current, lead.email]
                              : current.filter((email) => email !== lead.email),
                          )
                        }
                      />
                    </TableCell>
                    <TableCell className="font-medium">{lead.name}</TableCell>
                    <TableCell>{lead.email}</TableCell>
                    <TableCell>{lead.company}</TableCell>
                    <TableCell>
                      <Badge variant={statusVariant[lead.status]}>{lead.status}</Badge>
                    </TableCell>
                    <TableCell className="text-right">
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Delete ${lead.name}`}
                        onClick={() => setConfirmOpen(true)}
                      >
                        <Trash2 />
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TabsContent>
          <TabsContent value="users">Users tab</TabsContent>
          <TabsContent value="settings">Settings tab</TabsContent>
        </Tabs>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">Loading, dialogs, toasts</h2>
        <LoadingState>Loading pricing plans...</LoadingState>
        <div className="flex flex-wrap gap-2">
          <Dialog defaultOpen={openDialog}>
            <DialogTrigger asChild>
              <Button variant="outline">Open dialog</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Edit pricing plan with a rather long title that wraps</DialogTitle>
                <DialogDescription>Change the plan and save.</DialogDescription>
              </DialogHeader>
              <DialogBody className="flex flex-col gap-4">
                {Array.from({ length: 8 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static preview
                  <Field key={index} label={`Feature ${index + 1}`}>
                    {(props) => <Input {...props} defaultValue={`Feature ${index + 1}`} />}
                  </Field>
                ))}
              </DialogBody>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">Cancel</Button>
                </DialogClose>
                <Button>Save</Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
          <ConfirmDialog
            open={confirmOpen || openConfirm}
            onOpenChange={setConfirmOpen}
            title="Delete this lead?"
            description="This permanently deletes the lead. This cannot be undone."
            onConfirm={() => new Promise((resolve) => setTimeout(resolve, 1500))}
          />
          <ConfirmDialog
            trigger={<Button variant="destructive">Failing confirm</Button>}
            title="Publish page?"
            confirmLabel="Publish"
            destructive={false}
            onConfirm={() =>
              new Promise((_, reject) =>
                setTimeout(() => {
                  toast.error("Could not publish", { description: "Server said no." });
                  reject(new Error("nope"));
                }, 800),
              )
            }
          />
          <Button
            variant="secondary"
            onClick={() =>
              toast("Message Sent!", {
                description: "Thank you for contacting us. We'll get back to you soon.",
              })
            }
          >
            Toast
          </Button>
          <Button
            variant="secondary"
            onClick={() => toast.success("Saved", { description: "Theme updated." })}
          >
            Success toast
          </Button>
          <Button
            variant="destructive"
            onClick={() =>
              toast.error("Error", { description: "Failed to send message. Please try again." })
            }
          >
            Error toast
          </Button>
        </div>
      </section>
      <Toaster />
    </main>
  );
}
