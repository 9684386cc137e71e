import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "#app/lib/memory-budget.ts";
import { startNodeEnv, startNodeFlags } from "../tests/helpers/app-server.ts";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

describe("how the server is launched", () => {
  // Without it, V8's memory reducer collects the request path's object shapes in a quiet spell
  // and the hit path runs slower for the rest of the process's life (ADR 0036).
  it("npm start keeps V8's memory reducer off", () => {
    expect(startNodeFlags()).toContain("--no-memory-reducer");
  });

  // The flags are declared with the rest of the memory budget (ADR 0050), applied by npm start.
  it("npm start runs node with the memory budget's flags", () => {
    expect(startNodeFlags()).toEqual([...SERVER_NODE_FLAGS]);
  });

  // glibc's malloc reads its settings as the process starts: npm start's command line sets them.
  it("npm start and the Docker image set the memory budget's malloc environment", () => {
    expect(startNodeEnv()).toEqual(SERVER_ENVIRONMENT);
    const dockerEnv = /^ENV (.*)$/m.exec(read("Dockerfile"))?.[1] ?? "";
    for (const [name, value] of Object.entries(SERVER_ENVIRONMENT)) {
      expect(dockerEnv.split(/\s+/)).toContain(`${name}=${value}`);
    }
  });

  it("the Docker image runs the server with npm start's node flags", () => {
    const command = /^CMD (\[.*\])$/m.exec(read("Dockerfile"))?.[1];
    expect(command && JSON.parse(command)).toEqual([
      "node",
      ...startNodeFlags(),
      "server/start.ts",
    ]);
  });
});
