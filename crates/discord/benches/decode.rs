//! What decoding a gateway event costs at the opt-level the release build gives the Discord glue
//! (see the `[profile.release.package.*]` lines in the workspace's Cargo.toml): a guild message
//! and a button press, each decoded the way serenity's shard decodes a frame (`GatewayEvent`).
//! Run: `cargo bench -p mashang-discord --bench decode`; median of 21 rounds of 2,000 decodes.

use std::time::Instant;

use serde_json::{Value, json};
use serenity::model::event::GatewayEvent;

fn user(id: u64) -> Value {
    json!({"id": id.to_string(), "username": format!("user{id}"), "discriminator": "0",
           "global_name": "某位用户", "avatar": null, "public_flags": 0})
}

fn member(id: u64) -> Value {
    json!({"user": user(id), "roles": ["1200000000000000001"], "joined_at":
           "2024-05-01T12:00:00.000000+00:00", "deaf": false, "mute": false, "flags": 0,
           "pending": false, "nick": null, "avatar": null, "premium_since": null,
           "communication_disabled_until": null, "permissions": "2248473465835073"})
}

fn message() -> Value {
    let code = "```python\ndef two_sum(nums, target):\n    seen = {}\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n```";
    json!({"op": 0, "s": 42, "t": "MESSAGE_CREATE", "d": {
        "id": "1300000000000000042", "channel_id": "1100000000000000007",
        "guild_id": "1000000000000000001", "author": user(7), "member": member(7),
        "content": code, "timestamp": "2026-12-07T08:00:00.000000+00:00",
        "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [],
        "mention_roles": [], "attachments": [], "embeds": [], "components": [],
        "pinned": false, "type": 0, "flags": 0, "nonce": "1300000000000000041"}})
}

fn button() -> Value {
    json!({"op": 0, "s": 43, "t": "INTERACTION_CREATE", "d": {
        "id": "1300000000000000043", "application_id": "1000000000000000099", "type": 3,
        "token": "a".repeat(180), "version": 1, "guild_id": "1000000000000000001",
        "channel_id": "1100000000000000007", "member": member(7), "locale": "zh-CN",
        "guild_locale": "zh-CN", "app_permissions": "2248473465835073", "entitlements": [],
        "authorizing_integration_owners": {}, "context": 0,
        "data": {"custom_id": "duel:accept:1300000000000000040", "component_type": 2},
        "message": {"id": "1300000000000000040", "channel_id": "1100000000000000007",
            "author": user(99), "content": "", "timestamp": "2026-12-07T08:00:00.000000+00:00",
            "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": [],
            "mention_roles": [], "attachments": [], "embeds": [{"title": "决斗", "description": "两数之和"}],
            "components": [], "pinned": false, "type": 0, "flags": 0}}})
}

fn median_micros(frame: &str, per_round: u32) -> f64 {
    let mut rounds: Vec<f64> = (0..21)
        .map(|_| {
            let started = Instant::now();
            for _ in 0..per_round {
                let event: GatewayEvent = serde_json::from_str(frame).expect("a valid frame");
                std::hint::black_box(event);
            }
            started.elapsed().as_secs_f64() * 1e6 / f64::from(per_round)
        })
        .collect();
    rounds.sort_by(f64::total_cmp);
    rounds[rounds.len() / 2]
}

fn main() {
    for (name, frame) in [
        ("MESSAGE_CREATE (guild, code block)", message()),
        ("INTERACTION_CREATE (button)", button()),
    ] {
        let text = frame.to_string();
        println!("{name}: {} bytes, {:.1} µs per decode", text.len(), median_micros(&text, 2_000));
    }
}
