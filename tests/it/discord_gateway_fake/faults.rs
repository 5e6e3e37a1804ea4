//! The fake Discord's faults, set up by a test: a 429 answered once to a call (per route or
//! global, with Discord's headers and body), and a deleted channel (every call on it is 404 with
//! JSON code 10003, Unknown Channel).

use serde_json::json;
use wiremock::ResponseTemplate;

use super::{FakeDiscord, Rest};

/// A 429 the fake answers once, as Discord sends it: `Retry-After` in seconds, the
/// `X-RateLimit-*` headers and the JSON body `{"message", "retry_after", "global"}` (no `code`).
#[derive(Debug, Clone)]
pub struct RateLimit {
    pub method: &'static str,
    pub path: String,
    pub retry_after_s: u64,
    /// A global limit (`X-RateLimit-Global: true`) rather than the route's.
    pub global: bool,
}

impl FakeDiscord {
    /// Answers the next call matching `limit`'s method and path with its 429.
    pub fn rate_limit_once(&self, limit: RateLimit) {
        self.state.lock().limits.push(limit);
    }

    /// Deletes channel `id`, as a server manager would: every call on it is 404, Unknown Channel.
    pub fn delete_channel(&self, id: u64) {
        self.state.lock().deleted_channels.push(id);
    }

    /// Channel `id` is reachable again (restored, or the bot's access given back).
    pub fn restore_channel(&self, id: u64) {
        self.state.lock().deleted_channels.retain(|c| *c != id);
    }
}

impl Rest {
    /// A fault the test set up for this call: a pending 429 (used up), or a deleted channel.
    pub(super) fn fault(&self, method: &str, path: &str) -> Option<(u16, ResponseTemplate)> {
        let mut inner = self.0.lock();
        if let Some(i) = inner.limits.iter().position(|l| l.method == method && l.path == path) {
            let l = inner.limits.remove(i);
            let body = json!({"message": "You are being rate limited.",
                              "retry_after": l.retry_after_s as f64, "global": l.global});
            let mut r = ResponseTemplate::new(429)
                .insert_header("Retry-After", l.retry_after_s.to_string().as_str())
                .set_body_json(body);
            r = if l.global {
                r.insert_header("X-RateLimit-Global", "true")
                    .insert_header("X-RateLimit-Scope", "global")
            } else {
                r.insert_header("X-RateLimit-Limit", "5")
                    .insert_header("X-RateLimit-Remaining", "0")
                    .insert_header("X-RateLimit-Reset-After", l.retry_after_s.to_string().as_str())
                    .insert_header("X-RateLimit-Bucket", "fake-bucket")
                    .insert_header("X-RateLimit-Scope", "user")
            };
            return Some((429, r));
        }
        let channel = path.strip_prefix("/api/v10/channels/")?.split('/').next()?;
        let channel: u64 = channel.parse().ok()?;
        inner.deleted_channels.contains(&channel).then(|| {
            let r = ResponseTemplate::new(404)
                .set_body_json(json!({"message": "Unknown Channel", "code": 10003}));
            (404, r)
        })
    }
}
