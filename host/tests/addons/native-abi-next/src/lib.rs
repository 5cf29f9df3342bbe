//! Test library: exports a descriptor that says it was built for version 99 of the native ABI, as
//! a library from a newer SDK would. The host must refuse it at load, naming both versions, and
//! must read nothing of it past the version field.

use hearken_addon_abi::{Buffer, Bytes, Descriptor, HostTable};

unsafe extern "C" fn call(_: *const HostTable, _: Bytes, _: Bytes, _: *mut Buffer) -> u32 {
    unreachable!("a host that refused the library never calls it")
}

unsafe extern "C" fn free(_: Buffer) {}

static DESCRIPTOR: Descriptor = Descriptor {
    abi_version: 99,
    api: Bytes::of("1.1.0"),
    hooks: Bytes::of("[]"),
    call,
    free,
};

#[unsafe(no_mangle)]
pub extern "C" fn hearken_addon_descriptor() -> *const Descriptor {
    &DESCRIPTOR
}
