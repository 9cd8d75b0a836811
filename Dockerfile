# Portkit's services (`portkit serve`) as an image; see docs/running-the-services.md.
#   docker build -t portkit-server .
# tests/unit/cli/serve-installed.test.ts runs this file's CMD and HEALTHCHECK on the package installed as
# below (no Docker engine runs in CI): keep them JSON arrays, and the peers at package.json's ranges.

# The package as npm would publish it. The repository's devDependencies include Linux x64 builds (anvil,
# litesvm), so this stage runs on amd64 whatever the target; its output, the tarball, is plain JavaScript.
FROM --platform=linux/amd64 node:22-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund \
  && npm run build \
  && mkdir /pack \
  && npm pack --ignore-scripts --pack-destination /pack

# The tarball installed as a host installs it: production dependencies only, plus the optional peers
# `portkit serve` loads for PostgreSQL (DATABASE_URL), Redis (REDIS_URL), email login (PORTKIT_SMTP_URL),
# social login (email.social) and the Coinbase on-ramp (onramp.provider coinbase).
FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=8787
WORKDIR /app
COPY --from=build /pack/ /tmp/pack/
RUN npm install --omit=dev --no-audit --no-fund /tmp/pack/portkit-*.tgz pg@^8.23.1 redis@^6.4.0 nodemailer@^8.0.5 openid-client@^6.9.1 \
  && rm -r /tmp/pack \
  && npm cache clean --force
USER node
EXPOSE 8787
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "node_modules/.bin/portkit", "serve"]
