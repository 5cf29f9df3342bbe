//! Who a visitor is, as far as the host needs to know: the client address (anonymised where the
//! settings say so, counted per /64 for IPv6), the country a trusted proxy names, and what is
//! remembered of them for the frequency caps. Every feature that limits, records or localises
//! visitors reads it here.

pub mod address;
pub mod memory;
