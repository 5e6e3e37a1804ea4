//! Uploaded documents in the fake: kept in memory and served by `getFile` with a relative path
//! and by the file endpoint at `/file/bot<token>/<path>` — which, like a real server behind a
//! proxy, matches the path with its slashes intact (an encoded `%2F` is a 404) — or, once
//! [`FakeTelegram::serve_files_locally`] is called, written under a directory with `getFile`
//! giving absolute paths and the file endpoint serving nothing, as `telegram-bot-api --local` does.

use std::path::{Path, PathBuf};

use http_body_util::Full;
use hyper::body::Bytes;
use hyper::{Response, StatusCode};
use serde_json::{Value, json};

use super::wire::{error, message_json, ok};
use super::{FakeTelegram, Inner, Sent, TOKEN};

impl FakeTelegram {
    /// From now on, documents are kept under `dir` (at `<dir>/<token>/documents/…`) and `getFile`
    /// gives their absolute paths as the server sees them, under `seen_as` (the same as `dir`
    /// when the bot shares the server's filesystem; another path when it mounts it elsewhere).
    pub fn serve_files_locally(&self, dir: &Path, seen_as: &Path) {
        self.lock().local_dir = Some((dir.to_path_buf(), seen_as.to_path_buf()));
    }

    /// A document upload in private; the bytes are served by `getFile` and the file endpoint.
    pub fn document(&self, user: i64, name: &str, bytes: &[u8], caption: Option<&str>) -> i64 {
        let m = self.document_message(user, Self::private(user), name, bytes, caption);
        self.push("message", m)
    }

    /// A document upload in a group, optionally as a reply to the bot's message `reply_to`.
    pub fn group_document(
        &self,
        user: i64,
        group: i64,
        name: &str,
        bytes: &[u8],
        caption: Option<&str>,
        reply_to: Option<&Sent>,
    ) -> i64 {
        let chat = json!({"id": group, "type": "supergroup", "title": "Study group"});
        let mut m = self.document_message(user, chat, name, bytes, caption);
        if let Some(on) = reply_to {
            let mut replied = message_json(on.message_id, on.chat, &on.text);
            if let Some(markup) = &on.markup {
                replied["reply_markup"] = markup.clone();
            }
            m["reply_to_message"] = replied;
        }
        self.push("message", m)
    }

    fn document_message(
        &self,
        user: i64,
        chat: Value,
        name: &str,
        bytes: &[u8],
        caption: Option<&str>,
    ) -> Value {
        let file_id = format!("file-{}", self.next_message_id());
        let relative = format!("documents/{file_id}-{name}");
        let path = match self.lock().local_dir.clone() {
            Some((dir, seen_as)) => {
                let file: PathBuf = dir.join(TOKEN).join(&relative);
                std::fs::create_dir_all(file.parent().unwrap()).unwrap();
                std::fs::write(&file, bytes).unwrap();
                seen_as.join(TOKEN).join(&relative).to_string_lossy().into_owned()
            }
            None => relative,
        };
        self.lock().files.insert(file_id.clone(), (path, bytes.to_vec()));
        let mut m = json!({
            "message_id": self.next_message_id(), "date": 1_700_000_000,
            "chat": chat, "from": Self::user(user, "en"),
            "document": {"file_id": file_id, "file_unique_id": format!("u{file_id}"),
                         "file_name": name, "file_size": bytes.len()},
        });
        if let Some(c) = caption {
            m["caption"] = json!(c);
        }
        m
    }
}

/// `getFile`: the file's path, relative or (local mode) absolute.
pub(super) fn get_file(inner: &Inner, id: &str) -> Response<Full<Bytes>> {
    match inner.files.get(id) {
        Some((path, bytes)) => ok(json!({"file_id": id, "file_unique_id": "u",
            "file_size": bytes.len(), "file_path": path})),
        None => error(
            StatusCode::BAD_REQUEST,
            json!({"ok": false, "error_code": 400, "description": "Bad Request: invalid file_id"}),
        ),
    }
}

/// The file endpoint: the path as sent, slashes intact; nothing in local mode.
pub(super) fn serve(inner: &Inner, file: &str) -> Response<Full<Bytes>> {
    let found = match inner.local_dir {
        Some(_) => None,
        None => inner.files.values().find(|(p, _)| p == file),
    };
    match found {
        Some((_, bytes)) => Response::new(Full::new(Bytes::from(bytes.clone()))),
        None => error(StatusCode::NOT_FOUND, json!({"ok": false, "error_code": 404})),
    }
}
