/*
 * The C ABI of native Hearken add-ons, version 1 (the Rust crate addon-sdk/abi states the same).
 *
 * A native add-on is a shared library the server's operator installs in HEARKEN_NATIVE_ADDONS_DIR
 * (one folder per add-on: addon.toml with runtime = "native", and the library as addon.so). It runs
 * inside Hearken's process, unsandboxed. The Rust SDK's export_addon! writes all of this for you;
 * this header is for add-ons written without it.
 *
 * Rules:
 *  - Export hearken_addon_descriptor(), answering a pointer to a static descriptor whose first
 *    field is abi_version. The host reads that field alone first and refuses another version.
 *  - Every value is UTF-8 JSON text, the same the WebAssembly contract passes
 *    (addon-sdk/wit/v1.1/), never NUL-terminated: a pointer and a length.
 *  - Each side frees what it allocated: the host gives the add-on's answers back to the
 *    descriptor's free, the add-on gives the host's answers back to the table's free.
 *  - Nothing may unwind or longjmp across the boundary. Return HEARKEN_STATUS_PANIC with a message
 *    for a failure you caught; the host counts it as a fault of the add-on.
 *  - The host table is valid only during the call it was passed to, and only on that thread.
 */
#ifndef HEARKEN_ADDON_H
#define HEARKEN_ADDON_H

#include <stddef.h>
#include <stdint.h>

#define HEARKEN_ADDON_ABI_VERSION 1u

#define HEARKEN_STATUS_OK 0u    /* out holds the answer (JSON text, or nothing) */
#define HEARKEN_STATUS_ERR 1u   /* out holds a refusal's message */
#define HEARKEN_STATUS_PANIC 2u /* out holds the message of a failure the add-on caught */

typedef struct {
    const uint8_t *ptr;
    size_t len;
} hearken_bytes; /* borrowed for the duration of the call */

typedef struct {
    uint8_t *ptr;
    size_t len;
} hearken_buffer; /* owned by the side that allocated it */

/* Host functions by name ("storage.get", "data.get-survey", ...; addon-sdk/README.md lists them),
 * their arguments a JSON array; the answer is the result's JSON or the refusal's message. */
typedef struct {
    void *context;
    uint32_t (*call)(void *context, hearken_bytes name, hearken_bytes input, hearken_buffer *out);
    void (*free)(void *context, hearken_buffer buffer);
} hearken_host_table;

typedef struct {
    uint32_t abi_version; /* HEARKEN_ADDON_ABI_VERSION; always first */
    hearken_bytes api;    /* the contract whose JSON it speaks: "1.1.0" */
    hearken_bytes hooks;  /* the hooks it implements, a JSON array of names */
    /* export: a hook's name ("sanitize-survey", ...), "on-activate", "on-deactivate",
     * "on-uninstall", "migrate" (input: the stored data's version) or "scheduled-job" (input: the
     * job's name). */
    uint32_t (*call)(const hearken_host_table *host, hearken_bytes export_name, hearken_bytes input,
                     hearken_buffer *out);
    void (*free)(hearken_buffer buffer);
} hearken_descriptor;

const hearken_descriptor *hearken_addon_descriptor(void);

#endif
