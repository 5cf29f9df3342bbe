//! The parts of the `hearken` command that only the command needs (the server library does not).

pub mod scaffold;
