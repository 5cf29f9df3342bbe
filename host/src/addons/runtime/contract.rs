//! What every contract module (`since_v1_0.rs`, `since_v1_1.rs`, …) writes alike, as macros
//! expanded inside each of them, where `host` names that contract's generated import interfaces,
//! `Addon` its world, and `CallState`, `Call`, `Answer`, `Hook`, `Level`, `Store` are in scope.
//!
//! These are the 1.0 contract's imports and calls, which every later contract keeps word for word
//! (a WIT interface, once released, never changes). A later contract adds beside them, in its own
//! module; editing a macro here would change a released contract, so the rule of the modules holds
//! for this file too.

/// The imports of 1.0 that every contract keeps: `log`, `storage`, `http`, `license`, and `data`'s
/// three calls of 1.0 (followed by the `data` calls a later contract adds, given as items).
macro_rules! imports_of_1_0 {
    ($($data_since:item)*) => {
        impl host::log::Host for CallState {
            async fn debug(&mut self, message: String) {
                self.host.log(Level::Debug, &message)
            }
            async fn info(&mut self, message: String) {
                self.host.log(Level::Info, &message)
            }
            async fn warn(&mut self, message: String) {
                self.host.log(Level::Warn, &message)
            }
            async fn error(&mut self, message: String) {
                self.host.log(Level::Error, &message)
            }
        }

        impl host::storage::Host for CallState {
            async fn get(&mut self, key: String) -> Result<Option<String>, String> {
                self.host.storage_get(key).await
            }
            async fn set(&mut self, key: String, value: String) -> Result<(), String> {
                self.host.storage_set(key, value).await
            }
            async fn delete(&mut self, key: String) -> Result<(), String> {
                self.host.storage_delete(key).await
            }
            async fn keys(&mut self, prefix: String) -> Result<Vec<String>, String> {
                self.host.storage_keys(prefix).await
            }
        }

        impl host::data::Host for CallState {
            async fn get_survey(&mut self, id: u64) -> Result<Option<String>, String> {
                self.host.get_survey(id).await
            }
            async fn get_settings(&mut self) -> Result<String, String> {
                self.host.get_settings().await
            }
            async fn list_responses(&mut self, survey_id: u64, limit: u32) -> Result<String, String> {
                self.host.list_responses(survey_id, limit).await
            }
            $($data_since)*
        }

        impl host::http::Host for CallState {
            async fn fetch(&mut self, request: String) -> Result<String, String> {
                self.host.http_fetch(request).await
            }
        }

        impl host::license::Host for CallState {
            async fn tier(&mut self) -> String {
                self.host.license_tier().await
            }
        }
    };
}

/// A contract's calls: `call` (on a fresh instance), `call_on` (on an instance made earlier) and
/// `filter` (one filter or handler hook, from the list given: hook, export, method). `missing`
/// answers a hook the contract does not have; `job` runs a scheduled job (or refuses it), as
/// `async fn(&Addon, &mut Store<CallState>, &str) -> wasmtime::Result<Result<(), String>>`.
macro_rules! calls {
    (
        missing: $missing:path,
        job: $job:path,
        filters: { $($hook:ident => $export:ident . $method:ident),* $(,)? }
    ) => {
        /// Instantiates the component and makes one call; the inner `Err` is the add-on's own
        /// refusal.
        pub async fn call(
            pre: &AddonPre<CallState>,
            store: &mut Store<CallState>,
            call: Call<'_>,
        ) -> wasmtime::Result<Result<Answer, String>> {
            let addon = pre.instantiate_async(&mut *store).await?;
            call_on(&addon, store, call).await
        }

        /// One call on an instance already made (fresh, or warm from an earlier call).
        pub async fn call_on(
            addon: &Addon,
            store: &mut Store<CallState>,
            call: Call<'_>,
        ) -> wasmtime::Result<Result<Answer, String>> {
            let done = |r: Result<(), String>| r.map(|()| Answer::Done);
            Ok(match call {
                Call::Text(hook, input) => filter(addon, store, hook, input).await?.map(Answer::Text),
                Call::Notify(hook, input) => done(match hook {
                    Hook::ResponseSubmitted => {
                        addon
                            .hearken_addon_response_submitted()
                            .call_notify(&mut *store, input)
                            .await?
                    }
                    other => return Err($missing(other)),
                }),
                Call::Lifecycle(step) => {
                    let lifecycle = addon.hearken_addon_lifecycle();
                    done(match step {
                        LifecycleStep::Activate => lifecycle.call_on_activate(&mut *store).await?,
                        LifecycleStep::Deactivate => lifecycle.call_on_deactivate(&mut *store).await?,
                        LifecycleStep::Uninstall => lifecycle.call_on_uninstall(&mut *store).await?,
                    })
                }
                Call::Migrate(from) => done(
                    addon
                        .hearken_addon_lifecycle()
                        .call_migrate(&mut *store, from)
                        .await?,
                ),
                Call::Job(name, _) => done($job(addon, store, name).await?),
            })
        }

        /// One filter or handler call on an instance.
        pub async fn filter(
            addon: &Addon,
            store: &mut Store<CallState>,
            hook: Hook,
            input: &str,
        ) -> wasmtime::Result<Result<String, String>> {
            Ok(match hook {
                $(Hook::$hook => addon.$export().$method(&mut *store, input).await?,)*
                other => return Err($missing(other)),
            })
        }
    };
}
