//! Drills on Discord against the fake Discord REST server, with the real drills service over a
//! SQLite file: `/drill config` and `/drill now` only for members who can manage the server
//! (checked from the interaction's member permissions, refused in the user's own language),
//! `/drill now` posted exactly once even when the scheduler ticks right after, the weekly board
//! chart uploaded as a PNG and shown in the embed, and the drill-admin commands registered so
//! Discord hides them from other members.

use std::sync::Arc;
use std::time::Instant;

use chrono::{TimeZone, Utc};
use mashang_core::drills::{ManualClock, Platform};
use mashang_core::engine::VecOutbox;
use mashang_discord::dispatch::user_key;
use mashang_discord::drill_turn::{self, DrillCall};
use mashang_discord::drills::DiscordSink;
use mashang_discord::outbox::Target;
use mashang_i18n::Locale;
use serde_json::{Value, json};
use serenity::all::{
    ApplicationId, ChannelId, CommandInteraction, GuildId, Http, HttpBuilder, Permissions, UserId,
};
use wiremock::matchers::{method, path_regex};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::discord::{APP, CHANNEL, THREAD, USER, fake_discord, message_json, requests};
use crate::drills_fixture::{Env, junior_bank, open};

const OTHER: u64 = 1002;

/// A slash-command interaction as Discord sends it, from `user` with `permissions` (a decimal
/// bit set, as in the payload).
fn command_fixture(user: u64, permissions: &str, locale: &str) -> CommandInteraction {
    serde_json::from_value(json!({
        "id": "77", "application_id": APP.to_string(), "type": 2, "token": "tok-drill",
        "version": 1, "locale": locale, "channel_id": CHANNEL.to_string(), "guild_id": "1",
        "app_permissions": "0", "attachment_size_limit": 26214400,
        "member": {"user": {"id": user.to_string(), "username": "u", "discriminator": "0", "avatar": null},
                   "roles": [], "joined_at": "2025-01-01T00:00:00.000000+00:00", "deaf": false,
                   "mute": false, "flags": 0, "permissions": permissions},
        "data": {"id": "5", "name": "drill-admin", "type": 1,
                 "options": [{"name": "now", "type": 1, "options": []}]},
        "entitlements": [], "authorizing_integration_owners": {}
    }))
    .expect("command fixture")
}

/// What the glue builds from a deferred slash command.
fn call(i: &CommandInteraction, locale: Locale) -> DrillCall {
    DrillCall {
        user: i.user.id,
        name: i.user.name.clone(),
        channel: i.channel_id,
        guild: i.guild_id,
        permissions: i.member.as_ref().and_then(|m| m.permissions),
        locale,
        target: Target::Interaction {
            token: i.token.clone(),
            channel: i.channel_id,
            received: Instant::now(),
        },
    }
}

async fn discord_with_threads() -> MockServer {
    let server = fake_discord().await;
    Mock::given(method("POST"))
        .and(path_regex(format!(r"^/api/v10/channels/{CHANNEL}/messages/\d+/threads$")))
        .respond_with(ResponseTemplate::new(201).set_body_json(json!({
            "id": THREAD.to_string(), "type": 11, "guild_id": "1", "parent_id": CHANNEL.to_string(),
            "name": "drill", "position": 0, "permission_overwrites": [], "nsfw": false
        })))
        .mount(&server)
        .await;
    server
}

fn http(server: &MockServer) -> Arc<Http> {
    Arc::new(
        HttpBuilder::new("Bot test-token")
            .proxy(server.uri())
            .ratelimiter_disabled(true)
            .application_id(ApplicationId::new(APP))
            .build(),
    )
}

async fn drills_env(dir: &std::path::Path) -> Env {
    let clock = Arc::new(ManualClock::new(Utc.with_ymd_and_hms(2026, 5, 4, 10, 0, 0).unwrap()));
    open(dir, clock, junior_bank()).await
}

/// Bodies of the posts in the drill channel.
async fn channel_posts(server: &MockServer) -> Vec<String> {
    let p = format!("/api/v10/channels/{CHANNEL}/messages");
    requests(server)
        .await
        .into_iter()
        .filter(|(m, x, _)| m == "POST" && *x == p)
        .map(|r| r.2)
        .collect()
}

/// Bodies sent to the interaction (edit of the deferred response, follow-ups).
async fn interaction_bodies(server: &MockServer) -> Vec<String> {
    requests(server)
        .await
        .into_iter()
        .filter(|(_, p, _)| p.contains("/tok-drill"))
        .map(|r| r.2)
        .collect()
}

#[test]
fn member_permission_fixtures_decide_who_administers_drills() {
    let manage_guild = command_fixture(USER, "32", "en-US");
    let admin = command_fixture(USER, "8", "en-US");
    let member = command_fixture(OTHER, "104324673", "en-US"); // send, read, embed… not manage
    let perms = |i: &CommandInteraction| i.member.as_ref().and_then(|m| m.permissions);
    assert!(drill_turn::may_administer(perms(&manage_guild)));
    assert!(drill_turn::may_administer(perms(&admin)));
    assert!(!drill_turn::may_administer(perms(&member)));
    assert!(!drill_turn::may_administer(None), "a DM carries no member permissions");
    assert!(drill_turn::needs_admin("/drill config tz=UTC"));
    assert!(drill_turn::needs_admin("/drill now"));
    assert!(drill_turn::needs_admin("/drill board pin week"));
    assert!(drill_turn::needs_admin("/drill board unpin"));
    assert!(!drill_turn::needs_admin("/drill hint") && !drill_turn::needs_admin("/leaderboard"));
}

#[tokio::test]
async fn a_member_without_manage_server_is_refused_in_their_own_language_and_nothing_changes() {
    let server = discord_with_threads().await;
    let dir = tempfile::tempdir().unwrap();
    let env = drills_env(dir.path()).await;
    let engine = crate::support::engine(dir.path()).await;
    // The member chose Chinese with /locale; their Discord client is in English.
    let key = user_key(UserId::new(OTHER));
    engine.handle(&key, "/locale zh", &VecOutbox::default()).await;
    let fixture = command_fixture(OTHER, "104324673", "en-US");
    let locale = engine.locale_hint(&key, Locale::En).await;
    assert_eq!(locale, Locale::ZhCn);

    for text in ["/drill config tz=Asia/Shanghai time=09:00", "/drill now"] {
        drill_turn::run(Some(&env.drills), &http(&server), &call(&fixture, locale), text).await;
    }
    let bodies = interaction_bodies(&server).await;
    assert_eq!(bodies.len(), 2, "{bodies:?}");
    assert!(bodies.iter().all(|b| b.contains("只有能管理本服务器的成员")), "{bodies:?}");
    assert!(env.store.groups().await.unwrap().is_empty(), "no group was configured");
    assert!(channel_posts(&server).await.is_empty(), "nothing was posted");
}

#[tokio::test]
async fn drill_now_posts_once_even_when_the_scheduler_ticks_right_after() {
    let server = discord_with_threads().await;
    let dir = tempfile::tempdir().unwrap();
    let env = drills_env(dir.path()).await;
    let admin = command_fixture(USER, "32", "en-US");
    let http = http(&server);
    let d = drill_turn::run(
        Some(&env.drills),
        &http,
        &call(&admin, Locale::En),
        "/drill config tz=UTC time=23:00",
    )
    .await;
    assert_eq!((d.sent, d.failed), (2, 0), "saved + the settings");
    assert_eq!(env.store.groups().await.unwrap().len(), 1);

    drill_turn::run(Some(&env.drills), &http, &call(&admin, Locale::En), "/drill now").await;
    assert_eq!(channel_posts(&server).await.len(), 1, "posted in the channel");
    let said = interaction_bodies(&server).await;
    assert!(said.last().unwrap().contains("Today's drill is posted."), "{said:?}");

    // The scheduler's next tick (and a second /drill now) find it delivered.
    env.drills.deliver_due(&DiscordSink::new(Arc::clone(&http)), Platform::Discord).await;
    drill_turn::run(Some(&env.drills), &http, &call(&admin, Locale::En), "/drill now").await;
    assert_eq!(channel_posts(&server).await.len(), 1, "never posted twice");
    let said = interaction_bodies(&server).await;
    assert!(said.last().unwrap().contains("already posted"), "{said:?}");
}

#[tokio::test]
async fn the_weekly_board_chart_is_uploaded_as_a_png_and_shown_in_the_embed() {
    let server = discord_with_threads().await;
    let dir = tempfile::tempdir().unwrap();
    let env = drills_env(dir.path()).await;
    let admin = command_fixture(USER, "32", "zh-CN");
    let http = http(&server);
    let c = call(&admin, Locale::ZhCn);
    drill_turn::run(Some(&env.drills), &http, &c, "/drill config tz=UTC").await;
    let before = requests(&server).await.len();
    drill_turn::run(Some(&env.drills), &http, &c, "/leaderboard week").await;

    let reqs: Vec<wiremock::Request> = server.received_requests().await.unwrap();
    let upload = reqs[before..]
        .iter()
        .find(|r| r.url.path().contains("/tok-drill"))
        .expect("the board went to the interaction");
    let content_type = upload.headers.get("content-type").unwrap().to_str().unwrap();
    assert!(content_type.starts_with("multipart/form-data"), "{content_type}");
    let body = &upload.body;
    let text = String::from_utf8_lossy(body);
    assert!(text.contains("attachment://chart.png"), "the embed shows the file");
    assert!(text.contains("filename=\"chart.png\""), "{}", &text[..text.len().min(600)]);
    let sig = b"\x89PNG\r\n\x1a\n";
    let at = body.windows(sig.len()).position(|w| w == sig).expect("PNG bytes in the upload");
    let decoder = png::Decoder::new(std::io::Cursor::new(&body[at..]));
    let reader = decoder.read_info().expect("a valid PNG");
    assert_eq!(reader.info().width, 800);
}

#[tokio::test]
async fn without_drills_the_bot_says_so_in_the_users_language() {
    let server = fake_discord().await;
    let fixture = command_fixture(USER, "32", "zh-CN");
    drill_turn::run(None, &http(&server), &call(&fixture, Locale::ZhCn), "/drill").await;
    let said = interaction_bodies(&server).await;
    assert!(said[0].contains("没有开启每日一题"), "{said:?}");
}

#[test]
fn drill_admin_commands_are_hidden_from_members_who_cannot_manage_the_server() {
    let mut cmds = mashang_discord::drills::commands();
    mashang_discord::localize::localize(&mut cmds);
    let admin = cmds.iter().find(|c| c.name == "drill-admin").expect("drill-admin");
    let json = serde_json::to_value(admin.create_as_slash_command().unwrap()).unwrap();
    assert_eq!(json["default_member_permissions"], Permissions::MANAGE_GUILD.bits().to_string());
    assert_eq!(json["contexts"], json!([0]), "guild only: {json}");
    let subs: Vec<&str> =
        json["options"].as_array().unwrap().iter().filter_map(|o| o["name"].as_str()).collect();
    assert_eq!(subs, ["config", "now", "board"]);
    assert_eq!(
        json["description_localizations"]["zh-CN"],
        "每日一题设置与立即发布（服务器管理员）"
    );
    let drill = cmds.iter().find(|c| c.name == "drill").unwrap();
    let json = serde_json::to_value(drill.create_as_slash_command().unwrap()).unwrap();
    assert_eq!(json["default_member_permissions"], Value::Null, "/drill is for everyone");
    let _ = (ChannelId::new(CHANNEL), GuildId::new(1), message_json(CHANNEL, ""));
}
