//! The C ABI of native Hearken add-ons, version [`ABI_VERSION`].
//!
//! A native add-on is a shared library that exports one symbol, [`DESCRIPTOR_SYMBOL`]: a function
//! taking nothing and answering a pointer to a static [`Descriptor`]. The host reads the
//! descriptor's first field, `abi_version`, before anything else, and refuses a library whose
//! version it does not know: every later version keeps that field first.
//!
//! Every value crosses as UTF-8 text: the same JSON the WebAssembly contract passes
//! (`addon-sdk/wit/v1.1/`), so an add-on's source builds as either kind. Memory is freed by the
//! side that allocated it: an answer of the add-on by its descriptor's `free`, an answer of the
//! host by its table's `free`. Nothing may unwind across the boundary: the Rust SDK catches an
//! add-on's panic and answers [`STATUS_PANIC`] with its message.
//!
//! `addon-sdk/native/hearken_addon.h` states the same in C, for add-ons written without the SDK.

#![no_std]

extern crate alloc;

use alloc::{boxed::Box, string::String};
use core::ffi::c_void;

/// The version of this ABI. A host refuses a library of another version, naming both.
pub const ABI_VERSION: u32 = 1;

/// The symbol a native add-on exports: `extern "C" fn() -> *const Descriptor`.
pub const DESCRIPTOR_SYMBOL: &str = "hearken_addon_descriptor";

/// The call answered: `out` holds its answer (JSON text, or nothing for calls that answer none).
pub const STATUS_OK: u32 = 0;
/// The add-on (or the host) refused: `out` holds the message.
pub const STATUS_ERR: u32 = 1;
/// The add-on panicked and the SDK caught it: `out` holds the panic's message.
pub const STATUS_PANIC: u32 = 2;

/// Borrowed bytes (UTF-8 text), valid for the duration of the call they are passed to.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct Bytes {
    pub ptr: *const u8,
    pub len: usize,
}

impl Bytes {
    pub const EMPTY: Bytes = Bytes {
        ptr: core::ptr::null(),
        len: 0,
    };

    pub const fn of(text: &str) -> Bytes {
        Bytes {
            ptr: text.as_ptr(),
            len: text.len(),
        }
    }

    /// The bytes as a slice.
    ///
    /// # Safety
    /// `ptr` points to `len` readable bytes that outlive `'a` (or `len` is 0).
    pub unsafe fn as_slice<'a>(self) -> &'a [u8] {
        if self.len == 0 || self.ptr.is_null() {
            &[]
        } else {
            // SAFETY: the caller's promise.
            unsafe { core::slice::from_raw_parts(self.ptr, self.len) }
        }
    }
}

/// Bytes allocated by one side and handed to the other, which gives them back to the allocating
/// side's `free` once read.
#[repr(C)]
#[derive(Debug)]
pub struct Buffer {
    pub ptr: *mut u8,
    pub len: usize,
}

impl Buffer {
    pub const EMPTY: Buffer = Buffer {
        ptr: core::ptr::null_mut(),
        len: 0,
    };

    /// `text` handed over: give it back to [`Buffer::free`] of the same binary.
    pub fn from_text(text: String) -> Buffer {
        let bytes = text.into_bytes().into_boxed_slice();
        let len = bytes.len();
        Buffer {
            ptr: Box::into_raw(bytes).cast::<u8>(),
            len,
        }
    }

    /// The text the buffer holds (invalid UTF-8 becomes U+FFFD).
    ///
    /// # Safety
    /// `ptr` points to `len` readable bytes (or `len` is 0).
    pub unsafe fn text(&self) -> String {
        let bytes = Bytes {
            ptr: self.ptr,
            len: self.len,
        };
        // SAFETY: the caller's promise.
        String::from_utf8_lossy(unsafe { bytes.as_slice() }).into_owned()
    }

    /// Frees a buffer made by [`Buffer::from_text`].
    ///
    /// # Safety
    /// [`Buffer::from_text`] of this same binary made it, and it is freed once.
    pub unsafe fn free(self) {
        if !self.ptr.is_null() {
            // SAFETY: `from_text` made it from a boxed slice of exactly `len` bytes.
            drop(unsafe { Box::from_raw(core::ptr::slice_from_raw_parts_mut(self.ptr, self.len)) });
        }
    }
}

/// Calls a host function: `name` (`storage.get`, `data.get-survey`, …; addon-sdk/README.md lists
/// them), `input` a JSON array of its arguments. Answers [`STATUS_OK`] with the JSON of the result
/// in `out`, or [`STATUS_ERR`] with the message; `out` is then given back to the table's `free`.
pub type HostCallFn =
    unsafe extern "C" fn(context: *mut c_void, name: Bytes, input: Bytes, out: *mut Buffer) -> u32;

/// Frees a buffer the host's `call` wrote.
pub type HostFreeFn = unsafe extern "C" fn(context: *mut c_void, buffer: Buffer);

/// What the host passes to every call: valid until that call returns, and only on the thread it
/// was passed on.
#[repr(C)]
pub struct HostTable {
    pub context: *mut c_void,
    pub call: HostCallFn,
    pub free: HostFreeFn,
}

/// Calls an export of the add-on: a hook by its name (`sanitize-survey`, `http-request`, …) with
/// its JSON input, or `on-activate`, `on-deactivate`, `on-uninstall` (no input), `migrate` (the
/// version the stored data was written by) or `scheduled-job` (the job's name). Answers a status
/// and, in `out`, the hook's JSON answer or the message; the host gives `out` back to `free`.
pub type CallFn = unsafe extern "C" fn(
    host: *const HostTable,
    export: Bytes,
    input: Bytes,
    out: *mut Buffer,
) -> u32;

/// Frees a buffer the add-on's `call` wrote.
pub type FreeFn = unsafe extern "C" fn(buffer: Buffer);

/// What a native add-on exports.
#[repr(C)]
pub struct Descriptor {
    /// [`ABI_VERSION`] of the SDK that built it. Always the first field.
    pub abi_version: u32,
    /// The `hearken:addon` contract whose JSON values it speaks (`1.1.0`).
    pub api: Bytes,
    /// The hooks it implements, as a JSON array of their names.
    pub hooks: Bytes,
    pub call: CallFn,
    pub free: FreeFn,
}

// SAFETY: a descriptor is immutable and points only to static data and functions.
unsafe impl Sync for Descriptor {}
