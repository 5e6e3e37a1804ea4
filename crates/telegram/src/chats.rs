//! A Telegram chat's life as the drills see it: a group upgraded to a supergroup (the
//! `migrate_to_chat_id` service message in the old group, `migrate_from_chat_id` in the new one,
//! or a request answered with [`RequestError::MigrateToChatId`]) moves the study group's records
//! to the new id; a chat the bot was removed from or blocked in is out of reach for good. Both
//! are read from teloxide's typed errors, never from an error's text.

use teloxide::types::{ChatId, Message};
use teloxide::{ApiError, RequestError};

use mashang_core::drills::runner::DeliveryError;
use mashang_core::drills::{ChatKey, Platform};

fn key(chat: ChatId) -> ChatKey {
    ChatKey::new(Platform::Telegram, chat.0.to_string())
}

/// The move a migration service message announces: `(old chat, new chat)`.
pub(crate) fn migration(msg: &Message) -> Option<(ChatKey, ChatKey)> {
    if let Some(to) = msg.migrate_to_chat_id() {
        return Some((key(msg.chat.id), key(*to)));
    }
    msg.migrate_from_chat_id().map(|from| (key(*from), key(msg.chat.id)))
}

/// Whether Telegram says the bot can never reach the chat again as it is: removed from the
/// group, blocked by the user, the chat deleted or deactivated.
fn gone(e: &RequestError) -> bool {
    matches!(
        e,
        RequestError::Api(
            ApiError::BotKicked
                | ApiError::BotKickedFromSupergroup
                | ApiError::BotKickedFromChannel
                | ApiError::BotBlocked
                | ApiError::ChatNotFound
                | ApiError::GroupDeactivated
                | ApiError::UserDeactivated
        )
    )
}

/// A failed request as the drills' delivery error: moved, gone for good, or worth trying again.
pub(crate) fn delivery_error(e: RequestError) -> DeliveryError {
    match e {
        RequestError::MigrateToChatId(to) => DeliveryError::Moved { to: key(to) },
        e if gone(&e) => DeliveryError::Gone(e.to_string()),
        e => DeliveryError::platform(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(extra: serde_json::Value) -> Message {
        let mut m = serde_json::json!({
            "message_id": 1, "date": 1_700_000_000,
            "chat": {"id": -4001, "type": "group", "title": "G"},
            "from": {"id": 42, "is_bot": false, "first_name": "A"},
        });
        m.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        serde_json::from_value(m).unwrap()
    }

    #[test]
    fn both_migration_service_messages_name_the_same_move() {
        let old = message(serde_json::json!({"migrate_to_chat_id": -1_009_001}));
        let mut new = serde_json::json!({"migrate_from_chat_id": -4001});
        new["chat"] = serde_json::json!({"id": -1_009_001, "type": "supergroup", "title": "G"});
        let new = message(new);
        let want = (key(ChatId(-4001)), key(ChatId(-1_009_001)));
        assert_eq!(migration(&old), Some(want.clone()));
        assert_eq!(migration(&new), Some(want));
        assert_eq!(migration(&message(serde_json::json!({"text": "hi"}))), None);
    }

    #[test]
    fn a_kicked_bot_is_gone_a_migrated_group_moved_and_a_flood_limit_neither() {
        let kicked = RequestError::Api(ApiError::BotKickedFromSupergroup);
        assert!(matches!(delivery_error(kicked), DeliveryError::Gone(_)));
        assert!(matches!(
            delivery_error(RequestError::Api(ApiError::ChatNotFound)),
            DeliveryError::Gone(_)
        ));
        let moved = delivery_error(RequestError::MigrateToChatId(ChatId(-1_009_001)));
        assert!(matches!(&moved, DeliveryError::Moved { to } if to.id == "-1009001"), "{moved:?}");
        let flood = RequestError::RetryAfter(teloxide::types::Seconds::from_seconds(3));
        assert!(matches!(delivery_error(flood), DeliveryError::Platform(_)));
        let unknown = RequestError::Api(ApiError::Unknown("Bad Request: whatever".into()));
        assert!(matches!(delivery_error(unknown), DeliveryError::Platform(_)));
    }
}
