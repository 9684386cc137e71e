import { createContext, useContext } from "react";

// The CSP nonce of the response being rendered. Browsers hide a nonce from the DOM after
// parsing, so on the client it is always "", and hydration sees the same empty attribute.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
