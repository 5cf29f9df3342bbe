//! The state a call's `Store` carries: the WASI context (no preopens, no environment, captured
//! stderr), the resource limits, and the host's side of the call (`HostCall`) that the contract
//! modules' host imports (`since_v1_0.rs`, `since_v1_1.rs`) reach.

use std::{sync::Arc, time::Duration};

use wasmtime::{ResourceLimiter, StoreLimits, StoreLimitsBuilder, component::ResourceTable};
use wasmtime_wasi::{WasiCtx, WasiCtxBuilder, WasiCtxView, WasiView, p2::pipe::MemoryOutputPipe};

use super::{AddonInfo, Services};
use crate::addons::capabilities::HostCall;

/// The state of one call's store.
pub struct CallState {
    wasi: WasiCtx,
    table: ResourceTable,
    pub(super) limits: Limits,
    pub(super) host: HostCall,
    /// What the guest wrote to stderr (a panic message ends up in the fault text).
    pub(super) stderr: MemoryOutputPipe,
}

impl CallState {
    /// A store's state for `info`'s add-on: no preopens, no environment, captured stderr, and
    /// the manifest's memory cap (growth failure traps).
    pub(super) fn new(info: Arc<AddonInfo>, services: Option<Services>, budget: Duration) -> Self {
        let stderr = MemoryOutputPipe::new(4096);
        let wasi = WasiCtxBuilder::new().stderr(stderr.clone()).build();
        CallState {
            wasi,
            table: ResourceTable::new(),
            limits: Limits {
                inner: StoreLimitsBuilder::new()
                    .memory_size(info.memory)
                    .instances(64)
                    .tables(64)
                    .memories(8)
                    .table_elements(1_000_000)
                    .trap_on_grow_failure(true)
                    .build(),
                memory: 0,
            },
            host: HostCall::new(info, services, budget),
            stderr,
        }
    }
}

/// The store's resource limits, recording the largest linear memory the instance has had.
pub(super) struct Limits {
    inner: StoreLimits,
    /// The largest linear memory (bytes) the instance has had.
    pub(super) memory: usize,
}

impl ResourceLimiter for Limits {
    fn memory_growing(
        &mut self,
        current: usize,
        desired: usize,
        maximum: Option<usize>,
    ) -> wasmtime::Result<bool> {
        let allowed = self.inner.memory_growing(current, desired, maximum)?;
        if allowed {
            self.memory = self.memory.max(desired);
        }
        Ok(allowed)
    }
    fn memory_grow_failed(&mut self, error: wasmtime::Error) -> wasmtime::Result<()> {
        self.inner.memory_grow_failed(error)
    }
    fn table_growing(
        &mut self,
        current: usize,
        desired: usize,
        maximum: Option<usize>,
    ) -> wasmtime::Result<bool> {
        self.inner.table_growing(current, desired, maximum)
    }
    fn table_grow_failed(&mut self, error: wasmtime::Error) -> wasmtime::Result<()> {
        self.inner.table_grow_failed(error)
    }
    fn instances(&self) -> usize {
        self.inner.instances()
    }
    fn tables(&self) -> usize {
        self.inner.tables()
    }
    fn memories(&self) -> usize {
        self.inner.memories()
    }
}

impl WasiView for CallState {
    fn ctx(&mut self) -> WasiCtxView<'_> {
        WasiCtxView {
            ctx: &mut self.wasi,
            table: &mut self.table,
        }
    }
}
