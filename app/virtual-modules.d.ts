/** The enhancement module's URL (scripts/enhance-module-plugin.ts); server code only. */
declare module "virtual:enhance-module" {
  const url: string;
  export default url;
}
