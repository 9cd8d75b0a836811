// wagmi 2 (the `wagmi-v2` devDependency) depends on @wagmi/connectors 6, whose SDKs this repo does not
// install; the Portkit bridge never imports `wagmi/connectors`. Loading it here is a bug in a test.
throw new Error(
  '@wagmi/connectors is not installed for wagmi-v2 in this repo (see tests/support/wagmi-v2-connectors-stub)',
)
