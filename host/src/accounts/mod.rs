//! Hearken's own admin accounts: users with argon2 password hashes, roles, the four capabilities,
//! the first-administrator setup, sessions with their CSRF nonce, and throttled logins.

pub mod api;
mod capabilities;
mod guesses;
pub mod manage;
mod passwords;
mod sessions;
mod users;

pub use capabilities::{Capability, capabilities_of};
pub use guesses::{ACCOUNT_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_SECS};
pub use sessions::{
    DEFAULT_IDLE_HOURS, MAX_IDLE_HOURS, SECURE_SESSION_COOKIE, SESSION_COOKIE, Session,
};
pub use users::{
    NewUser, Role, User, add_role, create_first_admin, create_user, list_roles, list_users,
    setup_needed,
};

pub use sessions::{end_session, find_session, login};
