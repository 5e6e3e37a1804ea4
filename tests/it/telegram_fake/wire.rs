//! The fake Bot API's wire: JSON responses in Telegram's envelope, and request parameters read
//! from JSON, form or multipart bodies (with the uploaded file, if any), and the messages it
//! returns.

use http_body_util::Full;
use hyper::body::Bytes;
use hyper::{Response, StatusCode};
use serde_json::{Value, json};

use super::{BOT_ID, BOT_NAME};

pub(super) fn ok(result: Value) -> Response<Full<Bytes>> {
    let body = json!({"ok": true, "result": result}).to_string();
    Response::builder()
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body)))
        .unwrap()
}

pub(super) fn error(status: StatusCode, body: Value) -> Response<Full<Bytes>> {
    Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body.to_string())))
        .unwrap()
}

/// Parameters of a JSON, form or multipart request, plus any uploaded file.
pub(super) fn params(content_type: &str, body: &[u8]) -> (Value, Option<(String, Vec<u8>)>) {
    if let Some(boundary) = content_type.split("boundary=").nth(1) {
        return multipart(boundary.trim_matches('"'), body);
    }
    (serde_json::from_slice(body).unwrap_or(json!({})), None)
}

fn multipart(boundary: &str, body: &[u8]) -> (Value, Option<(String, Vec<u8>)>) {
    let delim = format!("--{boundary}");
    let mut fields = serde_json::Map::new();
    let mut file = None;
    let mut rest = body;
    while let Some(start) = find(rest, delim.as_bytes()) {
        rest = &rest[start + delim.len()..];
        if rest.starts_with(b"--") {
            break;
        }
        let Some(head_end) = find(rest, b"\r\n\r\n") else { break };
        let head = String::from_utf8_lossy(&rest[..head_end]).to_string();
        let data_start = head_end + 4;
        let Some(len) = find(&rest[data_start..], delim.as_bytes()) else { break };
        let data = &rest[data_start..data_start + len - 2]; // minus the CRLF before the delimiter
        let name = attr(&head, "name").unwrap_or_default();
        match attr(&head, "filename") {
            Some(fname) => file = Some((fname, data.to_vec())),
            None => {
                let text = String::from_utf8_lossy(data).to_string();
                let value = serde_json::from_str::<Value>(&text)
                    .ok()
                    .filter(|v| v.is_object() || v.is_array())
                    .unwrap_or(Value::String(text));
                fields.insert(name, value);
            }
        }
        rest = &rest[data_start + len..];
    }
    (Value::Object(fields), file)
}

fn attr(head: &str, key: &str) -> Option<String> {
    let pat = format!("{key}=\"");
    let i = head.find(&pat)? + pat.len();
    Some(head[i..].split('"').next()?.to_string())
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// A chat id given as a number or a string, as the Bot API accepts both.
pub(super) fn chat_id(v: &Value) -> i64 {
    v.as_i64().or_else(|| v.as_str().and_then(|s| s.parse().ok())).unwrap_or(0)
}

/// A `Message` the bot sent, as the Bot API returns it.
pub(super) fn message_json(id: i64, chat: i64, text: &str) -> Value {
    let chat = if chat < 0 {
        json!({"id": chat, "type": "supergroup", "title": "Study group"})
    } else {
        json!({"id": chat, "type": "private", "first_name": "U"})
    };
    json!({"message_id": id, "date": 1_700_000_000, "chat": chat, "text": text,
           "from": {"id": BOT_ID, "is_bot": true, "first_name": "bot", "username": BOT_NAME}})
}
