//! Who a message may ping: nobody, except the configured role on the daily post.
//!
//! Why: Discord pings whatever a message's text mentions unless `allowed_mentions` says otherwise,
//! and our texts carry user-controlled strings (names, titles of groups): a member named
//! "@everyone" would ping the whole server from a board. Every message builder of this crate takes
//! its `allowed_mentions` from here (a test over the fake Discord checks every message sent).

use serenity::all::{CreateAllowedMentions, RoleId};

/// No `@everyone`, no user, no role, not even the replied-to user.
pub(crate) fn none() -> CreateAllowedMentions {
    CreateAllowedMentions::new().replied_user(false)
}

/// Only `role` (the group's configured ping role on its daily post).
pub(crate) fn role(role: RoleId) -> CreateAllowedMentions {
    none().roles([role])
}
