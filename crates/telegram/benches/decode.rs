//! What decoding a Bot API update costs at the opt-level the release build gives the Telegram
//! glue (see the `[profile.release.package.*]` lines in the workspace's Cargo.toml): a group
//! message with a code block and a button press, decoded as teloxide decodes `getUpdates`.
//! Run: `cargo bench -p mashang-telegram --bench decode`; median of 21 rounds of 2,000 decodes.

use std::time::Instant;

use serde_json::{Value, json};
use teloxide::types::Update;

fn from() -> Value {
    json!({"id": 700_000_007, "is_bot": false, "first_name": "某位", "last_name": "用户",
           "username": "someone", "language_code": "zh-hans"})
}

fn chat() -> Value {
    json!({"id": -1_001_234_567_890_i64, "title": "每日一题", "type": "supergroup",
           "is_forum": false})
}

fn message() -> Value {
    let code = "```python\ndef two_sum(nums, target):\n    seen = {}\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n```";
    json!({"update_id": 900_000_001, "message": {
        "message_id": 4242, "from": from(), "chat": chat(), "date": 1_796_630_400,
        "text": code, "entities": [{"offset": 0, "length": code.chars().count(), "type": "pre",
                                     "language": "python"}]}})
}

fn button() -> Value {
    json!({"update_id": 900_000_002, "callback_query": {
        "id": "4382946000000000042", "from": from(), "chat_instance": "-5290000000000000000",
        "data": "duel:accept:1300000000000000040",
        "message": {"message_id": 4240, "from": {"id": 800_000_099, "is_bot": true,
            "first_name": "mashang", "username": "mashang_bot"}, "chat": chat(),
            "date": 1_796_630_300, "text": "决斗：两数之和",
            "reply_markup": {"inline_keyboard": [[{"text": "接受", "callback_data":
                "duel:accept:1300000000000000040"}]]}}}})
}

fn median_micros(update: &str, per_round: u32) -> f64 {
    let mut rounds: Vec<f64> = (0..21)
        .map(|_| {
            let started = Instant::now();
            for _ in 0..per_round {
                let update: Update = serde_json::from_str(update).expect("a valid update");
                std::hint::black_box(update);
            }
            started.elapsed().as_secs_f64() * 1e6 / f64::from(per_round)
        })
        .collect();
    rounds.sort_by(f64::total_cmp);
    rounds[rounds.len() / 2]
}

fn main() {
    for (name, update) in
        [("message (group, code block)", message()), ("callback_query (button)", button())]
    {
        let text = update.to_string();
        println!("{name}: {} bytes, {:.1} µs per decode", text.len(), median_micros(&text, 2_000));
    }
}
