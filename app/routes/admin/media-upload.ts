export function action() {
  return new Response("Not built yet", { status: 501 });
}
