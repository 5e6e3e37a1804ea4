# The mashang image: the bot, the judge worker and the sandbox in one binary, with every language
# runtime the judge offers. Debian bookworm and its own packages only (no rustup, no language
# images), so a host without registry access builds the base with deploy/docker/base-image and
# this file runs there unchanged. Plain RUN lines (no BuildKit cache mounts): it builds with the
# classic builder too (Debian's Docker ships no buildx), which CI and docker-compose v1 use.
#
#   docker build -t mashang .
#   docker run --rm mashang doctor        (privileges and volumes: deploy/docker/README.md)
ARG BASE=debian:bookworm-slim

# ---- runtime-base: the judge's language runtimes, the presets, the entrypoint (first, so CI can
# build it alone with --target and add a binary it built itself: deploy/docker/Dockerfile.prebuilt)
FROM ${BASE} AS runtime-base
# python3, nodejs, g++ (C and C++), Java (headless JDK), Go, Rust (rustc-web: Debian's current
# Rust for bookworm): the languages the judge offers; `mashang doctor` lists what it found.
# tini reaps the sandbox's orphans and forwards SIGTERM; setpriv (util-linux) drops capabilities.
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        python3 nodejs g++ golang-go default-jdk-headless rustc-web ca-certificates tini \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --create-home --home-dir /var/lib/mashang --shell /usr/sbin/nologin mashang
COPY presets /usr/share/mashang/presets
COPY deploy/docker/entrypoint /usr/local/bin/docker-entrypoint
ENV MASHANG_DATA_DIR=/var/lib/mashang \
    MASHANG_PROBLEMS=/usr/share/mashang/presets/problems
WORKDIR /usr/share/mashang
VOLUME /var/lib/mashang
# `serve` and `worker` refresh a liveness file after each successful lease or registry beat.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["mashang", "health"]
ENTRYPOINT ["docker-entrypoint"]
CMD ["serve"]

# ---- build: the release binary with Debian's Rust (cargo-web/rustc-web 1.96, above the
# workspace's rust-version) ----
FROM ${BASE} AS build
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        cargo-web rustc-web gcc libc6-dev ca-certificates \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin mashang \
    && install -m 0755 target/release/mashang /usr/local/bin/mashang

# ---- runtime: the default target ----
FROM runtime-base AS runtime
COPY --from=build /usr/local/bin/mashang /usr/local/bin/mashang
