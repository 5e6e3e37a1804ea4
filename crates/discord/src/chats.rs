//! A Discord channel out of reach for good, read from Discord's typed JSON error codes (never
//! from an error's text): the bot lost access to it (50001 Missing Access), it was deleted
//! (10003 Unknown Channel) or its server is gone (10004 Unknown Guild). The drills stop posting
//! there and tell the group's admins.

use poise::serenity_prelude as serenity;
use serenity::HttpError;

use mashang_core::drills::runner::DeliveryError;

/// Discord's JSON error codes meaning the channel cannot be posted in again as it is.
const GONE: [isize; 3] = [
    10003, // Unknown Channel
    10004, // Unknown Guild
    50001, // Missing Access
];

/// Whether Discord's JSON error `code` says the channel is out of reach for good.
fn gone_code(code: isize) -> bool {
    GONE.contains(&code)
}

/// A failed request as the drills' delivery error: gone for good, or worth trying again.
pub(crate) fn delivery_error(e: serenity::Error) -> DeliveryError {
    match &e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) if gone_code(r.error.code) => {
            DeliveryError::Gone(e.to_string())
        }
        _ => DeliveryError::platform(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deleted_channel_or_lost_access_is_gone_and_rate_limits_or_permissions_are_not() {
        assert!(gone_code(10003), "Unknown Channel");
        assert!(gone_code(50001), "Missing Access");
        assert!(gone_code(10004), "Unknown Guild");
        // Worth trying again, or for an admin to fix without the bot losing the channel.
        for code in [0, 10008, 50013, 40001, 130000] {
            assert!(!gone_code(code), "{code}");
        }
        let other = serenity::Error::Other("connection reset");
        assert!(matches!(delivery_error(other), DeliveryError::Platform(_)));
    }
}
