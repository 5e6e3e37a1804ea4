//! Unit tests of the inbound translation, on messages built from real Bot API JSON.

use serde_json::json;
use teloxide::types::Message;

use super::*;
use mashang_core::input::{self, Input};

fn me() -> Me {
    Me { id: 999, username: "mashang_bot".into() }
}

fn message(chat_type: &str, extra: serde_json::Value) -> Message {
    let mut m = json!({
        "message_id": 7,
        "date": 1_700_000_000,
        "chat": if chat_type == "private" {
            json!({"id": 42, "type": "private", "first_name": "A"})
        } else {
            json!({"id": -100, "type": chat_type, "title": "G"})
        },
        "from": {"id": 42, "is_bot": false, "first_name": "A", "language_code": "zh-hans"},
    });
    for (k, v) in extra.as_object().unwrap() {
        m[k] = v.clone();
    }
    serde_json::from_value(m).expect("valid message JSON")
}

fn pre(text: &str, offset: usize, length: usize, lang: Option<&str>) -> Message {
    let mut e = json!({"type": "pre", "offset": offset, "length": length});
    if let Some(l) = lang {
        e["language"] = json!(l);
    }
    message("private", json!({"text": text, "entities": [e]}))
}

#[test]
fn pre_entity_after_emoji_and_cjk_becomes_a_fenced_block_the_core_accepts() {
    // UTF-16 offsets: "思路😀：" is 2 + 2 + 1 = 5 units, then "\n" → code starts at 6.
    let code = "def f(a):\n    return {'😀': \"<&>\"}\n";
    let text = format!("思路😀：\n{code}结尾🎉");
    let m = pre(&text, 6, utf16::len(code), Some("python"));
    let Inbound::Engine(out) = classify(&m, &me()) else { panic!() };
    let Input::Code { language, code: got, note } = input::parse(&out).unwrap() else {
        panic!("not code: {out}")
    };
    assert_eq!(language.as_deref(), Some("python"));
    assert_eq!(got, code);
    assert_eq!(note.as_deref(), Some("思路😀：\n结尾🎉"));
}

#[test]
fn a_pre_entity_with_broken_offsets_is_left_as_text() {
    let m = pre("a😀b", 2, 1, None);
    assert_eq!(classify(&m, &me()), Inbound::Engine("a😀b".into()));
}

#[test]
fn the_longest_pre_wins_and_its_language_is_kept() {
    let text = "x\ny = 1\nprint(y)";
    let m = message(
        "private",
        json!({"text": text, "entities": [
            {"type": "pre", "offset": 0, "length": 1},
            {"type": "pre", "offset": 2, "length": 14, "language": "py"},
        ]}),
    );
    let Inbound::Engine(out) = classify(&m, &me()) else { panic!() };
    assert_eq!(out, "x\n```py\ny = 1\nprint(y)\n```\n");
}

#[test]
fn a_pre_entity_holding_a_fence_line_stays_one_code_block() {
    // A markdown string with two blocks: with a plain ``` fence the core would end the code at
    // the first closing line, since a new tagged block starts after it.
    let code = "doc = \"\"\"\n```\na\n```\n```js\nb()\n```\n\"\"\"\nprint(doc)";
    let text = format!("see:\n{code}");
    let m = pre(&text, 5, utf16::len(code), Some("python"));
    let Inbound::Engine(out) = classify(&m, &me()) else { panic!() };
    let Input::Code { code: got, .. } = input::parse(&out).unwrap() else {
        panic!("not code: {out}")
    };
    assert_eq!(got.trim_end(), code);
}

#[test]
fn plain_fences_pass_through_untouched() {
    let text = "```rust\nfn main() {}\n```";
    let m = message("private", json!({"text": text}));
    assert_eq!(classify(&m, &me()), Inbound::Engine(text.into()));
}

#[test]
fn bare_commands_offer_a_keyboard_and_commands_with_arguments_go_to_the_engine() {
    let cmd = |t: &str| classify(&message("private", json!({"text": t})), &me());
    assert_eq!(cmd("/start"), Inbound::Start);
    assert_eq!(cmd("/start interview"), Inbound::Start);
    assert_eq!(cmd("/interview"), Inbound::Pick(Picker::Role));
    assert_eq!(cmd("/interview@mashang_bot"), Inbound::Pick(Picker::Role));
    assert_eq!(cmd("/lang"), Inbound::Pick(Picker::Language));
    assert_eq!(cmd("/locale"), Inbound::Pick(Picker::Locale));
    assert_eq!(cmd("/interview backend"), Inbound::Engine("/interview backend".into()));
    assert_eq!(cmd("/hint"), Inbound::Engine("/hint".into()));
}

fn doc(name: &str, size: u32, caption: &str) -> Message {
    message(
        "private",
        json!({"caption": caption, "document": {
            "file_id": "F1", "file_unique_id": "U1", "file_name": name, "file_size": size
        }}),
    )
}

#[test]
fn documents_are_checked_for_type_and_size_before_download() {
    let doc = |name: &str, size: u32| doc(name, size, " O(n) 解法 ");
    assert_eq!(
        classify(&doc("sol.PY", 100), &me()),
        Inbound::Document(Document {
            file_id: "F1".into(),
            language: "python",
            note: Some("O(n) 解法".into())
        })
    );
    assert_eq!(
        classify(&doc("a.exe", 100), &me()),
        Inbound::Reject(Rejection::File(Refusal::FileType { name: "a.exe".into() }))
    );
    assert_eq!(
        classify(&doc("big.rs", 64 * 1024 + 1), &me()),
        Inbound::Reject(Rejection::File(Refusal::TooLarge { size: 64 * 1024 + 1 }))
    );
    for (name, lang) in [
        ("m.js", "javascript"),
        ("m.mjs", "javascript"),
        ("m.rs", "rust"),
        ("m.cpp", "cpp"),
        ("m.cc", "cpp"),
        ("m.c", "c"),
        ("Main.java", "java"),
        ("main.go", "go"),
    ] {
        let got = classify(&doc(name, 1), &me());
        assert!(matches!(&got, Inbound::Document(d) if d.language == lang), "{name}: {got:?}");
    }
}

/// Regression: the file used to be wrapped in a plain ``` fence, so a ``` line inside it ended
/// the code there and the file's tail became the "explanation".
#[test]
fn a_document_containing_a_fence_line_is_judged_as_the_whole_file() {
    let file = "HELP = \"\"\"\n```\nusage: run\n```\n\"\"\"\n\ndef solve(a):\n    return a\n";
    let Inbound::Document(d) = classify(&doc("solution.py", file.len() as u32, "O(1)"), &me())
    else {
        panic!("not a document")
    };
    let text = d.text(file.as_bytes());
    let Input::Code { language, code, note } = input::parse(&text).unwrap() else {
        panic!("not code: {text}")
    };
    assert_eq!(language.as_deref(), Some("python"));
    assert_eq!(code, file, "the whole file is judged");
    assert_eq!(note.as_deref(), Some("O(1)"), "only the caption is the explanation");
}

#[test]
fn stickers_are_answered_not_ignored_in_private() {
    let m = message(
        "private",
        json!({"sticker": {"file_id": "S", "file_unique_id": "S", "type": "regular",
            "width": 1, "height": 1, "is_animated": false, "is_video": false}}),
    );
    assert_eq!(classify(&m, &me()), Inbound::Reject(Rejection::Unsupported));
}

#[test]
fn groups_react_only_to_commands_replies_and_mentions() {
    let group = |extra| classify(&message("supergroup", extra), &me());
    assert_eq!(group(json!({"text": "hello everyone"})), Inbound::Ignore);
    assert_eq!(group(json!({"text": "```py\nprint(1)\n```"})), Inbound::Ignore);
    assert_eq!(group(json!({"text": "/interview"})), Inbound::ToPrivate);
    assert_eq!(group(json!({"text": "/hint@mashang_bot"})), Inbound::ToPrivate);
    assert_eq!(group(json!({"text": "/hint@other_bot"})), Inbound::Ignore);
    assert_eq!(group(json!({"text": "/help"})), Inbound::Engine("/help".into()));
    assert_eq!(group(json!({"text": "hey @Mashang_Bot 面试?"})), Inbound::ToPrivate);
    let reply = json!({"text": "ok", "reply_to_message": {
        "message_id": 1, "date": 1, "chat": {"id": -100, "type": "supergroup", "title": "G"},
        "from": {"id": 999, "is_bot": true, "first_name": "bot"}, "text": "hi"}});
    assert_eq!(group(reply), Inbound::ToPrivate);
}
