# Hearken: `make run` builds everything and serves on 127.0.0.1:8080 with SQLite under ./data;
# `make test` installs what the tests need and runs every check and test.

CARGO ?= cargo
# A clean clone under CI builds each crate once: incremental compilation's bookkeeping would only
# cost time (a developer's own `make test` keeps it).
ifeq ($(CI),true)
export CARGO_INCREMENTAL ?= 0
endif
LISTEN ?= 127.0.0.1:8080
DATA_DIR ?= ./data

CATALOGUE ?= build/catalogue
WASM_OUT := target/wasm32-wasip2/addon
EXAMPLE_OUT := target/example/wasm32-wasip2/release

# The add-ons with front ends, found by folder so that a new add-on edits no shared file: each
# add-on folder with a package.json is one npm workspace, whose `build` (the SDK's `hearken-addon`)
# builds its admin remote (ui-src/ into ui/) and its widget module (widget-src/ into widget/, an ES
# module the visitor widget imports), and whose `test` runs the tests of both. Test add-ons
# (host/tests/addons/) count too: the e2e tests pack them.
ADDON_WORKSPACES := $(patsubst %/package.json,%,$(wildcard addons/*/package.json examples/*/package.json host/tests/addons/*/package.json))

# Every JavaScript package is a workspace of the root package.json with one package-lock.json:
# `npm ci` runs once, when the lockfile or a package.json is newer than the last install.
NPM := npm --no-audit --no-fund
NPM_INSTALLED := node_modules/.hearken-installed
# The IP-to-country database (CC0, from the npm registry) the host resolves visitors' countries
# with, for add-ons that declare visitor.country (HEARKEN_GEOIP_DB).
GEOIP := build/geoip/country.mmdb
# openapi-typescript, in its own install (see `openapi` below); defined here, before the rules that
# name it, because make expands a rule's prerequisites when it reads the rule.
OPENAPI_TS := tools/openapi-types/node_modules/.bin/openapi-typescript
# schemathesis, in a virtual environment of its own (see $(SCHEMATHESIS) below).
VENV := build/venv
SCHEMATHESIS := $(VENV)/bin/st

comma := ,

.PHONY: wasm-target fmt rust-lane front-lane wasm-addons js-units e2e-run run build addons native-addons remotes widget catalogue admin browser wordpress test toolchain lint test-rust test-js test-e2e bench clean openapi

# Serves the API, the admin (/admin/), the widget (/widget.js) and the example site (/site/),
# after building what serving needs and nothing more: the host, the catalogue's add-ons (addons/*:
# components, admin remotes, widget modules, signed packages), the admin and the widget; no test
# add-ons, examples or native test libraries. Each step says what it does and how far along the
# build is; a step with nothing to do ends at once.
RUN_STEPS := 6
step = @echo "==> [$(1)/$(RUN_STEPS)] $(2)"

run:
	$(call step,1,the WebAssembly target the add-ons build for (rustup target add wasm32-wasip2; once))
	@$(MAKE) --no-print-directory wasm-target
	$(call step,2,the JavaScript dependencies (npm ci; once) and the IP-to-country database)
	@$(MAKE) --no-print-directory $(NPM_INSTALLED) $(GEOIP)
	$(call step,3,the host: cargo build --release (the long step: about 10 minutes the first time on 2 cores))
	@$(MAKE) --no-print-directory build
	$(call step,4,the catalogue's add-ons: admin remotes and widget modules$(comma) WebAssembly components$(comma) signed packages)
	@$(MAKE) --no-print-directory catalogue
	$(call step,5,the admin shell)
	@$(MAKE) --no-print-directory admin
	$(call step,6,the visitor widget)
	@$(MAKE) --no-print-directory widget
	@echo "==> serving on http://$(LISTEN)/ (the admin at /admin/, the example site at /site/; Ctrl-C stops)"
	HEARKEN_DEV=1 ./target/release/hearken serve --listen $(LISTEN) --data-dir $(DATA_DIR) --catalogue-dir $(CATALOGUE) --admin-dir admin-shell/dist --widget-dir widget/dist --site-dir examples/site

build:
	$(CARGO) build --release -p hearken

# The third-party example add-ons, found by folder so that a new example edits no shared file: each
# is its own Cargo project, as an outsider's would be, built into $(EXAMPLE_OUT).
EXAMPLES := $(patsubst %/Cargo.toml,%,$(wildcard examples/*/Cargo.toml))

# The add-on components (wasm32-wasip2): first-party add-ons, the test add-ons, and the third-party
# examples.
addons: toolchain remotes
	@$(MAKE) --no-print-directory wasm-addons

# The components alone, for `make test`'s Rust lane (which built the remotes before it).
wasm-addons: toolchain
	$(CARGO) build --target wasm32-wasip2 --profile addon --workspace --exclude hearken
	@for dir in $(EXAMPLES); do echo "$$dir: cargo build"; \
	  (cd $$dir && $(CARGO) build --target wasm32-wasip2 --release --target-dir ../../target/example) || exit 1; done

# Native add-ons (shared libraries for this machine, loaded from HEARKEN_NATIVE_ADDONS_DIR): the
# examples that also build natively (those whose Cargo.toml has a [profile.native], which unwinds)
# into target/example/native/, and the native runtime's test libraries into target/debug/.
NATIVE_EXAMPLES := $(patsubst %/Cargo.toml,%,$(shell grep -l '^\[profile.native\]' examples/*/Cargo.toml))
native-addons: toolchain
	$(CARGO) build -p native-edges -p native-abi-next
	@for dir in $(NATIVE_EXAMPLES); do echo "$$dir: cargo build --profile native"; \
	  (cd $$dir && $(CARGO) build --profile native --target-dir ../../target/example) || exit 1; done

# The add-ons' admin remotes (Module Federation, Vite): each ui-src/ builds into its add-on's ui/,
# which `addon pack` (and the Rust tests' packages) take in. Once per run, before anything packs.
# The add-ons' widget modules are built here too: `addon pack` refuses a package whose manifest
# names a widget module it does not contain. `npm run build` in an add-on type-checks both first.
remotes: $(NPM_INSTALLED)
	$(NPM) run build $(addprefix --workspace ,$(ADDON_WORKSPACES))

$(GEOIP): $(NPM_INSTALLED)
	mkdir -p $(dir $@)
	cp node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb $@

# The JavaScript dependencies of every workspace, in the root node_modules/.
$(NPM_INSTALLED): package.json package-lock.json $(wildcard */package.json addon-sdk/js/package.json $(addsuffix /package.json,$(ADDON_WORKSPACES)))
	$(NPM) ci
	@touch $@

# The visitor widget (Preact) into widget/dist: the loader widget.js, renderer.js and page.js, the
# WordPress connector plugin hearken-wordpress.zip (from widget/wordpress/, served at
# /widget/hearken-wordpress.zip), and
# the font catalogue's self-hosted web fonts in widget/dist/fonts (from the registry's @fontsource
# packages pinned in widget/fonts.lock.json; tarballs kept in build/fonts). The budget check fails
# the build when the loader passes 2 KB, the renderer 12 KB or the page runtime 1 KB gzipped.
widget: $(NPM_INSTALLED)
	$(NPM) run build --workspace widget && $(NPM) run fonts --workspace widget && $(NPM) run budget --workspace widget
	node scripts/precompress.mjs widget/dist

# The development publisher: first-party packages are signed with it; a server trusts it only in
# development mode (HEARKEN_DEV=1, which `make run` sets). A release signs with Hearken's own key.
PUBLISHER_KEY := host/dev-keys/DEVELOPMENT-ONLY-publisher.seed.hex

# The packages the Add-ons screen offers, packed, signed and checked by the host's own `addon pack`.
# Every folder of addons/ is a first-party add-on; its component is named after the folder. Only
# those are built here (not the test add-ons nor the examples that `addons` builds too).
CATALOGUE_ADDONS := $(patsubst %/addon.toml,%,$(wildcard addons/*/addon.toml))
CATALOGUE_WORKSPACES := $(patsubst %/package.json,%,$(wildcard addons/*/package.json))
catalogue: build wasm-target $(NPM_INSTALLED)
	$(NPM) run build $(addprefix --workspace ,$(CATALOGUE_WORKSPACES))
	$(CARGO) build --target wasm32-wasip2 --profile addon $(addprefix -p ,$(notdir $(CATALOGUE_ADDONS)))
	@for dir in $(CATALOGUE_ADDONS); do \
	  ./target/release/hearken addon pack $$dir --wasm $(WASM_OUT)/$$(basename $$dir | tr - _).wasm --out $(CATALOGUE) --sign-key $(PUBLISHER_KEY) || exit 1; done

# The WebAssembly target is for the add-on platform; nextest runs the Rust tests.
wasm-target:
	@rustup target list --installed 2>/dev/null | grep -qx wasm32-wasip2 || rustup target add wasm32-wasip2

toolchain: wasm-target
	@$(CARGO) nextest --version >/dev/null 2>&1 || $(CARGO) install cargo-nextest --locked

# `make test` lints while it builds: every cargo command under it compiles the workspace's own
# crates through clippy-driver (RUSTC_WORKSPACE_WRAPPER and CLIPPY_ARGS, exactly what `cargo clippy`
# sets), so a crate is linted and built in one compile, and a warning fails the build that meets
# it. `cargo clippy` itself checks every dependency a second time in check mode (7 of a fresh
# run's 43 minutes did that). Targets no test builds, the host's benches, are built to be linted.
test: export RUSTC_WORKSPACE_WRAPPER = $(shell rustup which clippy-driver)
test: export CLIPPY_ARGS = -D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
#
# Two lanes run side by side (2 jobs, output grouped per target): the Rust lane (add-ons, then the
# host's and the workspace's tests) and the front-end lane (installs, the admin and widget builds,
# vitest). Each slows the other, but together they end about 2 minutes sooner than one after the
# other (docs/PERFORMANCE.md). The browser tests need both.
# The npm install and the add-ons' remotes come first: both lanes read them.
test: toolchain fmt remotes
	@$(MAKE) --no-print-directory -j2 --output-sync=target rust-lane front-lane
	@$(MAKE) --no-print-directory e2e-run

# One cargo command at a time: the add-ons' components before the tests that load them.
rust-lane:
	@$(MAKE) --no-print-directory wasm-addons
	@$(MAKE) --no-print-directory test-rust

front-lane: js-units browser wordpress admin widget $(SCHEMATHESIS)

fmt:
	$(CARGO) fmt --all --check
	@for dir in $(EXAMPLES); do (cd $$dir && $(CARGO) fmt --check) || exit 1; done

# Lints alone, as a developer runs them (`make test` lints as it builds, see above).
lint: toolchain fmt
	$(CARGO) clippy --workspace --all-targets -- -D warnings
	@for dir in $(EXAMPLES); do echo "$$dir: cargo clippy"; \
	  (cd $$dir && $(CARGO) clippy --target wasm32-wasip2 --target-dir ../../target/example -- -D warnings) || exit 1; done

# Storage and API tests run on SQLite and on the PostgreSQL at 127.0.0.1:5432 (each run makes and
# drops its own databases); under CI=true a missing PostgreSQL fails the run instead of skipping.
# The add-ons' own unit tests (first-party and test add-ons, the SDK) run natively, and so do each
# example add-on's in its own Cargo project.
test-rust: $(GEOIP) native-addons
	$(CARGO) nextest run -p hearken --no-fail-fast
	$(CARGO) nextest run --workspace --exclude hearken --no-fail-fast
	@for dir in $(EXAMPLES); do echo "$$dir: cargo test"; \
	  (cd $$dir && $(CARGO) test --target-dir ../../target/example) || exit 1; done
	$(CARGO) build -p hearken --benches

# The admin shell (React), built into admin-shell/dist, which `hearken serve` serves at /admin/.
# Both front ends are precompressed (.br, .gz beside each text file) once, here, at build time.
admin: $(NPM_INSTALLED)
	$(NPM) run build --workspace admin-shell
	node scripts/precompress.mjs admin-shell/dist

# Front-end units with vitest, in one run (scripts/test-js.mjs): the SDK's JS package, the admin
# shell, the widget and the add-ons' front ends (which `remotes` type-checked while building them).
test-js: remotes
	@$(MAKE) --no-print-directory js-units

js-units: $(OPENAPI_TS)
	$(NPM) run check --prefix tools/openapi-types
	$(NPM) run typecheck --workspace addon-sdk/js --workspace admin-shell --workspace widget
	node scripts/test-js.mjs $(ADDON_WORKSPACES)
	node --test tools/mock-google/

# Browser tests drive Debian's Chromium (installed here if missing; nothing is downloaded at run time).
browser:
	@test -x /usr/bin/chromium || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)

# The WordPress connector's browser test (e2e/tests/wordpress.test.mjs) runs the plugin on Debian's
# WordPress with PHP's built-in server, both installed here if missing; the test makes and drops its
# own database on the local MariaDB, which must be running.
wordpress: | browser
	@test -f /usr/share/wordpress/wp-settings.php && php -r 'exit(extension_loaded("mysqli") ? 0 : 1);' 2>/dev/null \
	  || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wordpress php-cli php-mysql)

# schemathesis, which checks the API against its OpenAPI document (e2e/tests/api-contract.test.mjs),
# in a virtual environment of its own, pinned by its requirements file.
$(SCHEMATHESIS): e2e/schemathesis/requirements.txt
	python3 -m venv $(VENV) || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv && python3 -m venv $(VENV))
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -r $<
	@touch $@

# End-to-end: a real `hearken serve` on a temporary database, through headless Chromium
# (playwright-core). Screenshots land in e2e/artifacts/.
# `--tests` builds the binary with the same features as the Rust tests, so after them it is a no-op.
test-e2e: browser wordpress admin widget addons $(GEOIP) $(NPM_INSTALLED) $(SCHEMATHESIS)
	@$(MAKE) --no-print-directory e2e-run

e2e-run:
	$(CARGO) build -p hearken --tests
	$(NPM) test --workspace e2e

# The API's OpenAPI document (docs/openapi.json, what /api/v1/openapi.json answers) and the front
# ends' API types generated from it with openapi-typescript (addon-sdk/js/src/api-types.ts): run
# after changing an API type. A Rust test fails while the document differs from the API's, and
# test-js while the types differ from the document.
$(OPENAPI_TS): tools/openapi-types/package.json tools/openapi-types/package-lock.json
	$(NPM) ci --prefix tools/openapi-types
	@touch $@

openapi: $(OPENAPI_TS)
	HEARKEN_UPDATE_OPENAPI=1 $(CARGO) nextest run -p hearken --lib the_committed_document_is_the_api_document
	$(NPM) run generate --prefix tools/openapi-types

# Benchmarks print figures; they are not part of `make test` (see docs/PERFORMANCE.md).
bench: addons native-addons build
	$(CARGO) bench -p hearken --bench surveys_api
	$(CARGO) bench -p hearken --bench addon_hooks
	$(CARGO) bench -p hearken --bench visitor
	$(CARGO) bench -p hearken --bench native_hooks
	BENCH_A=target/release/hearken BENCH_B=target/release/hearken BENCH_ONLY=submit,healthz BENCH_CONNS=8,32,128 BENCH_PAIRS=3 $(CARGO) bench -p hearken --bench serve_ab
	BENCH_A=target/release/hearken BENCH_B=target/release/hearken BENCH_B_STORED=1000000 BENCH_ONLY=submit BENCH_CONNS=32 BENCH_PAIRS=3 $(CARGO) bench -p hearken --bench serve_ab
	BENCH_A=target/release/hearken BENCH_B=target/release/hearken BENCH_B_DB=postgres BENCH_ONLY=submit BENCH_CONNS=32 BENCH_PAIRS=3 $(CARGO) bench -p hearken --bench serve_ab
	BENCH_A=target/release/hearken BENCH_B=target/release/hearken BENCH_SOAK_SECS=600 BENCH_CONNS=32 $(CARGO) bench -p hearken --bench serve_ab

clean:
	$(CARGO) clean
