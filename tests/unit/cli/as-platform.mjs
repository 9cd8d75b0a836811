// Loaded with `node --import` into npm: npm checks a (non-optional) package's `os` and `cpu` against
// process.platform and process.arch, and `--os`/`--cpu` only choose among optional ones; so an install is
// tried as it would run on another machine by setting both here (PORTKIT_AS_OS, PORTKIT_AS_CPU).
Object.defineProperty(process, 'platform', { value: process.env.PORTKIT_AS_OS })
Object.defineProperty(process, 'arch', { value: process.env.PORTKIT_AS_CPU })
