import { describe, expect, it } from "vitest";
import { addressRangeOf, internalTargetOf, isLocalhostName } from "./outbound-address.ts";

describe("addressRangeOf", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.1", "loopback"],
    ["0x7f.1", "loopback"],
    ["0x7f000001", "loopback"],
    ["2130706433", "loopback"],
    ["0177.0.0.1", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "carrierGradeNat"],
    ["169.254.169.254", "linkLocal"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.1", "reserved"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "linkLocal"],
    ["fe80::1%eth0", "linkLocal"],
    ["fc00::1", "uniqueLocal"],
    ["fd12:3456::1", "uniqueLocal"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "ipv4Mapped loopback"],
    ["[::ffff:7f00:1]", "ipv4Mapped loopback"],
    ["::ffff:169.254.169.254", "ipv4Mapped linkLocal"],
    ["::ffff:0:10.0.0.1", "rfc6145 private"],
    ["64:ff9b::127.0.0.1", "rfc6052 loopback"],
    ["64:ff9b:1::8.8.8.8", "rfc6052"],
    ["::7f00:1", "ipv4Compatible"],
    ["2002:7f00:1::", "6to4"],
    ["2001::1", "teredo"],
    ["2001:db8::1", "reserved"],
    ["100::1", "discard"],
    ["4000::1", "unassigned"],
  ])("refuses %s (%s)", (address, range) => {
    expect(addressRangeOf(address)).toEqual({ range, public: false });
  });

  it.each([
    ["8.8.8.8", "unicast"],
    ["1.1.1.1", "unicast"],
    ["93.184.215.14", "unicast"],
    ["2606:4700::1111", "unicast"],
    ["[2a00:1450:4001:80b::200e]", "unicast"],
    ["::ffff:8.8.8.8", "ipv4Mapped unicast"],
    ["64:ff9b::8.8.8.8", "rfc6052 unicast"],
  ])("allows the public %s", (address, range) => {
    expect(addressRangeOf(address)).toEqual({ range, public: true });
  });

  it("is undefined for a name", () => {
    expect(addressRangeOf("hooks.example.com")).toBeUndefined();
    expect(addressRangeOf("localhost")).toBeUndefined();
  });
});

describe("internalTargetOf", () => {
  it.each([
    ["http://127.0.0.1:8080/hook", "loopback"],
    ["http://localhost/hook", "localhost"],
    ["http://LOCALHOST./hook", "localhost"],
    ["https://api.localhost/hook", "localhost"],
    ["http://[::1]:3000/", "loopback"],
    ["http://[::ffff:127.0.0.1]/", "ipv4Mapped loopback"],
    ["http://0.0.0.0:5432/", "unspecified"],
    ["http://127.1/", "loopback"],
    ["http://0x7f.1/", "loopback"],
    ["http://2130706433/", "loopback"],
    ["http://169.254.169.254/latest/meta-data/", "linkLocal"],
    ["http://10.0.0.5/", "private"],
    ["http://[fd00::1]/", "uniqueLocal"],
  ])("refuses %s", (url, reason) => {
    expect(internalTargetOf(url)).toBe(reason);
  });

  it("leaves names and public addresses to the check at send time", () => {
    expect(internalTargetOf("https://hooks.example.com/leads")).toBeUndefined();
    expect(internalTargetOf("https://8.8.8.8/leads")).toBeUndefined();
    expect(internalTargetOf("https://[2606:4700::1111]/leads")).toBeUndefined();
    expect(internalTargetOf("not a url")).toBeUndefined();
  });
});

describe("isLocalhostName", () => {
  it("knows the names that always mean this machine", () => {
    expect(isLocalhostName("localhost")).toBe(true);
    expect(isLocalhostName("a.b.localhost.")).toBe(true);
    expect(isLocalhostName("localhost.example.com")).toBe(false);
    expect(isLocalhostName("notlocalhost")).toBe(false);
  });
});
