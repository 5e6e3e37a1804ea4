//! The Discord adapter against a local fake of Discord's REST API (serenity's real HTTP client,
//! pointed at it with `HttpBuilder::proxy`) and the real engine over a SQLite file: an interview
//! opened from a slash command moves to a private thread, submissions arrive as a modal, a file and
//! a fenced block, buttons drive /hint and /end, failed sends are retried. (serenity only honours
//! the proxy with its own rate limiter disabled, so the fake runs without it here; the limiter's
//! handling of 429s is tested in discord_ratelimit.rs.) Plus JSON fixtures of
//! gateway payloads through the pure translation layer and snapshots of the rendered builders.

use std::sync::Arc;
use std::time::{Duration, Instant};

use mashang_core::engine::{Card, Reply, ReplyKind};
use mashang_core::interviewer::{TestLine, Verdict};
use mashang_discord::dispatch::{Hub, Origin};
use mashang_discord::outbox::{self, Target};
use mashang_discord::render;
use mashang_discord::threads::ChannelBook;
use mashang_discord::translate::{self, Action, Place};
use mashang_i18n::Locale;
use serde_json::{Value, json};
use serenity::all::{
    ApplicationId, ChannelId, GuildId, HttpBuilder, Message, ModalInteraction, UserId,
};
use wiremock::matchers::{method, path, path_regex};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

pub const APP: u64 = 4242;
pub const USER: u64 = 1001;
pub const CHANNEL: u64 = 500;
pub const THREAD: u64 = 777;

pub fn message_json(channel: u64, content: &str) -> Value {
    json!({
        "id": "9001", "channel_id": channel.to_string(), "guild_id": "1",
        "author": {"id": APP.to_string(), "username": "mashang", "discriminator": "0", "avatar": null, "bot": true},
        "content": content, "timestamp": "2025-01-01T00:00:00.000000+00:00", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "type": 0
    })
}

/// A fake Discord: answers every route the adapter uses with Discord's real response shapes.
pub async fn fake_discord() -> MockServer {
    let server = MockServer::start().await;
    let msg = message_json(CHANNEL, "ok");
    Mock::given(method("PATCH"))
        .and(path_regex(r"^/api/v10/webhooks/\d+/[^/]+/messages/@original$"))
        .respond_with(ResponseTemplate::new(200).set_body_json(msg.clone()))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path_regex(r"^/api/v10/webhooks/\d+/[^/]+$"))
        .respond_with(ResponseTemplate::new(200).set_body_json(msg.clone()))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path_regex(r"^/api/v10/interactions/\d+/[^/]+/callback$"))
        .respond_with(ResponseTemplate::new(204))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path(format!("/api/v10/channels/{CHANNEL}/threads")))
        .respond_with(ResponseTemplate::new(201).set_body_json(json!({
            "id": THREAD.to_string(), "type": 12, "guild_id": "1", "parent_id": CHANNEL.to_string(),
            "name": "mashang · ada", "position": 0, "permission_overwrites": [], "nsfw": false,
            "thread_metadata": {"archived": false, "auto_archive_duration": 1440, "locked": false,
                                "archive_timestamp": "2025-01-01T00:00:00.000000+00:00"}
        })))
        .mount(&server)
        .await;
    Mock::given(method("PUT"))
        .and(path(format!("/api/v10/channels/{THREAD}/thread-members/{USER}")))
        .respond_with(ResponseTemplate::new(204))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path_regex(r"^/api/v10/channels/\d+/messages$"))
        .respond_with(ResponseTemplate::new(200).set_body_json(message_json(THREAD, "ok")))
        .mount(&server)
        .await;
    server
}

async fn hub(server: &MockServer, dir: &std::path::Path) -> Arc<Hub> {
    let http = HttpBuilder::new("Bot test-token")
        .proxy(server.uri())
        .ratelimiter_disabled(true)
        .application_id(ApplicationId::new(APP))
        .build();
    let services = crate::support::app(dir).await.services;
    Arc::new(Hub::new(services, Arc::new(http), ChannelBook::in_memory()))
}

fn origin(channel: u64, token: Option<&str>, in_thread: bool) -> Origin {
    Origin {
        user: UserId::new(USER),
        user_name: "ada".into(),
        channel: ChannelId::new(channel),
        guild: Some(GuildId::new(1)),
        in_thread,
        token: token.map(str::to_string),
        locale: Locale::En,
        received: Instant::now(),
    }
}

/// Requests received so far, as (method, path, JSON body or multipart text).
pub async fn requests(server: &MockServer) -> Vec<(String, String, String)> {
    let reqs: Vec<Request> = server.received_requests().await.unwrap_or_default();
    reqs.iter()
        .map(|r| {
            (
                r.method.to_string(),
                r.url.path().to_string(),
                String::from_utf8_lossy(&r.body).into(),
            )
        })
        .collect()
}

fn to_thread(reqs: &[(String, String, String)]) -> Vec<&str> {
    let p = format!("/api/v10/channels/{THREAD}/messages");
    reqs.iter().filter(|(m, p2, _)| m == "POST" && *p2 == p).map(|(_, _, b)| b.as_str()).collect()
}

#[tokio::test]
async fn a_slash_interview_moves_to_a_private_thread_and_runs_to_the_report() {
    let server = fake_discord().await;
    let dir = tempfile::tempdir().unwrap();
    let hub = hub(&server, dir.path()).await;

    // /interview in a server channel: a private thread is opened, the user added, the deferred
    // response points there, and the question arrives in the thread as an embed with buttons.
    let text = translate::interview_text(None, None, Some("python"), None, Some("q-array"));
    let d = hub.turn(origin(CHANNEL, Some("tok-1"), false), Action::Text(text), true).await;
    assert_eq!(d.failed, 0);
    let reqs = requests(&server).await;
    let thread =
        reqs.iter().find(|(m, p, _)| m == "POST" && p.ends_with("/threads")).expect("thread");
    let body: Value = serde_json::from_str(&thread.2).unwrap();
    assert_eq!(body["type"], 12, "a private thread");
    assert!(
        reqs.iter().any(|(m, p, _)| m == "PUT" && p.ends_with(&format!("/thread-members/{USER}")))
    );
    let edit =
        reqs.iter().find(|(m, p, _)| m == "PATCH" && p.ends_with("@original")).expect("edit");
    assert!(edit.2.contains(&format!("<#{THREAD}>")), "{}", edit.2);
    let posted = to_thread(&reqs);
    assert!(
        posted.iter().any(|b| b.contains("\"embeds\"") && b.contains("mashang:/hint")),
        "{posted:?}"
    );
    assert!(hub.book.is_users(UserId::new(USER), ChannelId::new(THREAD)));

    // A wrong answer as a fenced block in the thread (a gateway message): verdict embed in red.
    let before = to_thread(&requests(&server).await).len();
    let code = "```python\nprint('WRONG')\n```";
    hub.turn(origin(THREAD, None, true), Action::Text(code.into()), false).await;
    let reqs = requests(&server).await;
    let new: Vec<&str> = to_thread(&reqs)[before..].to_vec();
    let verdict =
        new.iter().find(|b| b.contains(&format!("{}", 0xED4245))).expect("red verdict embed");
    assert!(verdict.contains("7/12"), "{verdict}");
    // The per-test table: samples with their time, hidden tests by name and status only.
    let embed: Value = serde_json::from_str(verdict).unwrap();
    let table = embed["embeds"][0]["description"].as_str().expect("a test table");
    assert!(table.contains("✓ sample-1") && table.contains("10 ms"), "{table}");
    assert!(table.contains("✗ hidden-6") && table.contains("wrong answer"), "{table}");
    assert!(table.contains("· hidden-9") && table.contains("not run"), "{table}");
    assert!(!table.contains("12 ms") && !table.contains("[2, 2]"), "hidden: no time, no input");

    // The End button: deferred, then the report arrives through the interaction (edit + follow-ups).
    let before = reqs.len();
    let d = hub.turn(origin(THREAD, Some("tok-2"), true), Action::Text("/end".into()), false).await;
    assert_eq!(d.failed, 0);
    let reqs = requests(&server).await;
    let tail = &reqs[before..];
    assert!(tail.iter().any(|(m, p, _)| m == "PATCH" && p.contains("/tok-2/")));
    assert!(
        tail.iter().any(|(_, p, b)| p.contains("/tok-2") && b.contains("mashang:/interview")),
        "the report carries a New interview button: {tail:?}"
    );
    // The report embed shows the five-dimension radar, uploaded with it as a PNG.
    let all: Vec<Request> = server.received_requests().await.unwrap();
    let report = all[before..]
        .iter()
        .find(|r| String::from_utf8_lossy(&r.body).contains("attachment://radar.png"))
        .expect("the report carries its radar");
    assert!(report.url.path().contains("/tok-2"), "through the interaction");
    let ct = report.headers.get("content-type").unwrap().to_str().unwrap();
    assert!(ct.starts_with("multipart/form-data"), "{ct}");
    let sig = b"\x89PNG\r\n\x1a\n";
    let at = report.body.windows(8).position(|w| w == sig).expect("PNG bytes");
    let png = png::Decoder::new(std::io::Cursor::new(&report.body[at..])).read_info().unwrap();
    assert_eq!((png.info().width, png.info().height), (640, 640));
    let state = hub.engine.snapshot(&mashang_discord::dispatch::user_key(UserId::new(USER))).await;
    assert!(!state.in_interview());
}

#[tokio::test]
async fn an_attached_file_is_fetched_and_judged_as_code() {
    let server = fake_discord().await;
    Mock::given(method("GET"))
        .and(path("/attachments/sol.py"))
        .respond_with(ResponseTemplate::new(200).set_body_string("print('WRONG')\n"))
        .mount(&server)
        .await;
    let dir = tempfile::tempdir().unwrap();
    let hub = hub(&server, dir.path()).await;
    let start = Action::Text("/interview problem=q-array".into());
    hub.turn(origin(THREAD, None, true), start, false).await;
    let upload = translate::Upload {
        url: format!("{}/attachments/sol.py", server.uri()),
        filename: "sol.py".into(),
        size: 15,
        language: None,
        note: Some("linear scan".into()),
    };
    hub.turn(origin(THREAD, Some("tok-3"), true), Action::Upload(upload), false).await;
    let key = mashang_discord::dispatch::user_key(UserId::new(USER));
    let state = hub.engine.snapshot(&key).await;
    let q = state.current_question.expect("question");
    assert_eq!(q.attempts, 1, "the file was submitted");
    assert_eq!(q.last_evidence.map(|e| e.verdict), Some(Verdict::WrongAnswer));
    assert_eq!(state.user_answer.map(|s| s.language).as_deref(), Some("python"));
}

#[tokio::test]
async fn a_failing_send_is_retried_and_delivered_once() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path(format!("/api/v10/channels/{CHANNEL}/messages")))
        .respond_with(ResponseTemplate::new(502))
        .up_to_n_times(2)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path(format!("/api/v10/channels/{CHANNEL}/messages")))
        .respond_with(ResponseTemplate::new(200).set_body_json(message_json(CHANNEL, "ok")))
        .mount(&server)
        .await;
    let http =
        Arc::new(HttpBuilder::new("Bot t").proxy(server.uri()).ratelimiter_disabled(true).build());
    let (out, done) = outbox::start(http, Target::Channel(ChannelId::new(CHANNEL)));
    mashang_core::engine::Outbox::send(
        out.as_ref(),
        Reply { kind: ReplyKind::Message, text: "hello".into(), locale: Locale::En, card: None },
    );
    drop(out);
    let d = tokio::time::timeout(Duration::from_secs(60), done).await.unwrap().unwrap();
    assert_eq!((d.sent, d.failed), (1, 0));
    assert_eq!(server.received_requests().await.unwrap().len(), 3);
}

#[test]
fn a_modal_fixture_becomes_a_fenced_submission() {
    let m: ModalInteraction = serde_json::from_value(json!({
        "id": "1", "application_id": APP.to_string(), "type": 5, "token": "tok",
        "version": 1, "locale": "zh-CN", "attachment_size_limit": 26214400, "channel_id": THREAD.to_string(), "guild_id": "1",
        "member": {"user": {"id": USER.to_string(), "username": "ada", "discriminator": "0", "avatar": null},
                   "roles": [], "joined_at": "2025-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false,
                   "flags": 0, "permissions": "0"},
        "data": {"custom_id": "mashang:submit:go", "components": [
            {"type": 1, "components": [{"type": 4, "custom_id": "code", "value": "func main() {}"}]}
        ]},
        "entitlements": [], "authorizing_integration_owners": {}
    }))
    .expect("modal fixture");
    assert_eq!(translate::from_modal(&m), Action::Text("```go\nfunc main() {}\n```".into()));
    assert_eq!(translate::client_locale(&m.locale), Locale::ZhCn);
}

fn gateway_message(content: &str, guild: bool, mentions_bot: bool, attachment: bool) -> Message {
    let mut v = message_json(CHANNEL, content);
    v["author"] =
        json!({"id": USER.to_string(), "username": "ada", "discriminator": "0", "avatar": null});
    if !guild {
        v.as_object_mut().unwrap().remove("guild_id");
    }
    if mentions_bot {
        v["mentions"] = json!([{"id": APP.to_string(), "username": "mashang", "discriminator": "0", "avatar": null, "bot": true}]);
    }
    if attachment {
        v["attachments"] = json!([{"id": "5", "filename": "two_sum.cpp", "size": 120,
            "url": "https://cdn.discordapp.com/attachments/two_sum.cpp", "proxy_url": "https://media/x"}]);
    }
    serde_json::from_value(v).expect("message fixture")
}

#[test]
fn message_fixtures_are_read_only_where_discord_delivers_them() {
    let bot = UserId::new(APP);
    let outside = Place { bot, interview_thread: false };
    let thread = Place { bot, interview_thread: true };
    // A server channel, no mention: not for us (and without the intent its content is empty).
    assert_eq!(
        translate::from_message(&gateway_message("hi", true, false, false), outside),
        Action::Ignore
    );
    // Mentioned: the mention is stripped.
    let m = gateway_message(&format!("<@{APP}> /hint"), true, true, false);
    assert_eq!(translate::from_message(&m, outside), Action::Text("/hint".into()));
    // DM and interview thread: everything.
    assert_eq!(
        translate::from_message(&gateway_message("O(n)", false, false, false), outside),
        Action::Text("O(n)".into())
    );
    let Action::Upload(u) =
        translate::from_message(&gateway_message("my try", true, false, true), thread)
    else {
        panic!("attachment not taken")
    };
    assert_eq!((u.filename.as_str(), u.note.as_deref()), ("two_sum.cpp", Some("my try")));
}

fn reply(text: &str, card: Option<Card>) -> Reply {
    Reply { kind: ReplyKind::Message, text: text.into(), locale: Locale::ZhCn, card }
}

fn rendered(r: &Reply) -> Vec<Value> {
    render::render(r).iter().map(|o| serde_json::to_value(o.to_message()).unwrap()).collect()
}

#[test]
fn rendered_builders_match_their_snapshots() {
    let question = reply(
        "**第 1/2 题 · Two Sum** (two-sum)\n\n给定数组……\n\n```python\ndef solve():\n    pass\n```",
        Some(Card::Question {
            id: "two-sum".into(),
            round: 1,
            total: 2,
            design: false,
            language: "python".into(),
        }),
    );
    insta::assert_json_snapshot!("discord_question", rendered(&question));
    let verdict = reply(
        "结果：答案错误 — 1/3 个测试通过\n未通过：empty-array（答案错误）。",
        Some(Card::Verdict {
            verdict: Verdict::WrongAnswer,
            passed: 1,
            total: 3,
            design: false,
            tests: vec![
                TestLine {
                    name: "sample-1".into(),
                    hidden: false,
                    verdict: Verdict::Accepted,
                    time_ms: 4,
                    not_run: false,
                },
                TestLine {
                    name: "empty-array".into(),
                    hidden: true,
                    verdict: Verdict::WrongAnswer,
                    time_ms: 9,
                    not_run: false,
                },
                TestLine {
                    name: "large".into(),
                    hidden: true,
                    verdict: Verdict::WrongAnswer,
                    time_ms: 0,
                    not_run: true,
                },
            ],
        }),
    );
    insta::assert_json_snapshot!("discord_verdict", rendered(&verdict));
    let choice = Reply {
        kind: ReplyKind::Problem,
        text: "本题不支持 rust；可选：python, go".into(),
        locale: Locale::En,
        card: Some(Card::Choice {
            command: "/lang".into(),
            options: vec!["python".into(), "go".into()],
        }),
    };
    insta::assert_json_snapshot!("discord_choice", rendered(&choice));
}

#[test]
fn long_replies_are_split_under_the_limits_and_very_long_ones_attached() {
    let code: Vec<String> = (0..400).map(|i| format!("x{i} = {i}")).collect();
    let text = format!("intro\n```python\n{}\n```", code.join("\n"));
    let out = render::render(&reply(&text, None));
    assert!(out.len() >= 2);
    for o in &out {
        assert!(o.content.chars().count() <= 2000);
        assert_eq!(o.content.matches("```").count() % 2, 0, "{}", o.content);
    }
    let huge = "word ".repeat(3000);
    let out = render::render(&reply(&huge, None));
    assert_eq!(out.len(), 2, "first piece, then the file");
    assert!(out[1].file.is_some());
}

#[test]
fn slash_commands_register_localized_with_typed_choices() {
    let mut cmds = mashang_discord::commands::all();
    mashang_discord::localize::localize(&mut cmds);
    let json: Vec<Value> = cmds
        .iter()
        .filter_map(|c| c.create_as_slash_command())
        .map(|c| serde_json::to_value(c).unwrap())
        .collect();
    let names: Vec<&str> = json.iter().filter_map(|c| c["name"].as_str()).collect();
    assert_eq!(
        names,
        [
            "interview",
            "submit",
            "run",
            "hint",
            "skip",
            "end",
            "report",
            "history",
            "replay",
            "lang",
            "locale",
            "forget",
            "help"
        ]
    );
    insta::assert_json_snapshot!("discord_commands", json);
}

#[test]
fn problem_autocomplete_matches_ids_and_titles_in_the_users_language() {
    use mashang_core::interviewer::bridge::BankQuestions;
    let bank = BankQuestions::new(Arc::new(crate::drills_fixture::full_bank()));
    let en = translate::problem_choices(&bank, "sum", Locale::En);
    assert!(!en.is_empty() && en.len() <= translate::MAX_CHOICES, "{en:?}");
    assert!(en.iter().all(|(label, id)| label.to_lowercase().contains("sum") && !id.is_empty()));
    let en = translate::problem_choices(&bank, "two sum", Locale::En);
    assert!(en.iter().any(|(label, id)| id == "two-sum" && label == "Two Sum (two-sum)"), "{en:?}");
    // A Chinese title finds the problem for a user reading Chinese, labelled in Chinese…
    let zh = translate::problem_choices(&bank, "两数之和", Locale::ZhCn);
    assert_eq!(zh, vec![("两数之和 (two-sum)".to_string(), "two-sum".to_string())]);
    // …and for an English reader too, labelled in English.
    let en = translate::problem_choices(&bank, "两数之和", Locale::En);
    assert_eq!(en, vec![("Two Sum (two-sum)".to_string(), "two-sum".to_string())]);
    // Nothing typed: at most Discord's 25, ids starting with the text first.
    assert_eq!(translate::problem_choices(&bank, "", Locale::En).len(), translate::MAX_CHOICES);
    let two = translate::problem_choices(&bank, "two", Locale::En);
    let prefixed = two.iter().take_while(|(_, id)| id.starts_with("two")).count();
    assert!(prefixed >= 1 && two[..prefixed].iter().any(|(_, id)| id == "two-sum"), "{two:?}");
    assert!(two[prefixed..].iter().all(|(_, id)| !id.starts_with("two")), "{two:?}");
}
