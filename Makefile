# Hearken: `make run` builds everything and serves on 127.0.0.1:8080 with SQLite under ./data;
# `make test` installs what the tests need and runs every check and test.

CARGO ?= cargo
LISTEN ?= 127.0.0.1:8080
DATA_DIR ?= ./data

.PHONY: run build test toolchain lint test-rust bench clean

run: build
	./target/release/hearken serve --listen $(LISTEN) --data-dir $(DATA_DIR)

build: toolchain
	$(CARGO) build --release -p hearken

# The WebAssembly target is for the add-on platform; nextest runs the Rust tests.
toolchain:
	@rustup target list --installed 2>/dev/null | grep -qx wasm32-wasip2 || rustup target add wasm32-wasip2
	@$(CARGO) nextest --version >/dev/null 2>&1 || $(CARGO) install cargo-nextest --locked

test: toolchain lint test-rust

lint:
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -- -D warnings

# Storage and API tests run on SQLite and on the PostgreSQL at 127.0.0.1:5432 (each run makes and
# drops its own databases); under CI=true a missing PostgreSQL fails the run instead of skipping.
test-rust:
	$(CARGO) nextest run --workspace --no-fail-fast

# Benchmarks print figures; they are not part of `make test` (see docs/PERFORMANCE.md).
bench:
	$(CARGO) bench -p hearken --bench surveys_api

clean:
	$(CARGO) clean
