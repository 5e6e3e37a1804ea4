//! Shared fixtures for the drills tests: a real SQLite file (or any store, `open_on`), the real bank and judge, a manual
//! clock, and callers on Telegram and Discord.

use std::path::Path;
use std::sync::{Arc, OnceLock};

use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use chrono_tz::Tz;
use mashang_core::drills::command::{self, DrillCommand};
use mashang_core::drills::service::{Caller, DrillsReply};
use mashang_core::drills::{ChatKey, DrillStore, Drills, ManualClock, Platform};
use mashang_core::engine::{FairQueue, QueueLimits};
use mashang_core::session::UserKey;
use mashang_exec_local::LocalSandbox;
use mashang_i18n::Locale;
use mashang_judge::problem::{Bank, Lang, Problem};
use mashang_store_sqlite::SqliteStore;

/// Junior problems with Python references, so a simulated member can always solve the day's drill.
pub const JUNIOR: [&str; 8] = [
    "two-sum",
    "valid-parentheses",
    "valid-palindrome",
    "climbing-stairs",
    "merge-sorted-arrays",
    "maximum-subarray",
    "fizzbuzz-stdio",
    "reverse-linked-list",
];

pub fn full_bank() -> Bank {
    let (bank, errors) =
        mashang_bank::load(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/presets/problems")));
    assert!(errors.is_empty(), "{errors:#?}");
    bank
}

pub fn junior_bank() -> Arc<Bank> {
    let full = full_bank();
    Arc::new(Bank::from_problems(JUNIOR.iter().map(|id| full.get(id).cloned().unwrap()).collect()))
}

/// Local wall time in `tz` as a UTC instant (unambiguous times only).
pub fn at(tz: &str, y: i32, m: u32, d: u32, h: u32, min: u32) -> DateTime<Utc> {
    let tz: Tz = tz.parse().unwrap();
    tz.with_ymd_and_hms(y, m, d, h, min, 0).single().unwrap().with_timezone(&Utc)
}

pub fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// The tests' one fair queue over the binary's one sandbox (as the engine and drills share one).
pub fn queue() -> Arc<FairQueue> {
    static QUEUE: OnceLock<Arc<FairQueue>> = OnceLock::new();
    let sandbox = || Arc::new(LocalSandbox::new(crate::judge::shared_sandbox()));
    let limits = QueueLimits { slots: 2, per_user: 8, total: 64 };
    Arc::clone(QUEUE.get_or_init(|| FairQueue::new(sandbox(), limits)))
}

pub struct Env {
    pub store: Arc<dyn DrillStore>,
    pub drills: Drills,
}

/// Opens (or reopens, after a "restart") the drills over the database in `dir`.
pub async fn open(dir: &Path, clock: Arc<ManualClock>, bank: Arc<Bank>) -> Env {
    open_on(Arc::new(SqliteStore::open(dir).await.unwrap()), clock, bank)
}

/// The drills over `store` (either backend, see `backends`).
pub fn open_on(store: Arc<dyn DrillStore>, clock: Arc<ManualClock>, bank: Arc<Bank>) -> Env {
    let drills = Drills::new(store.clone(), bank, queue(), clock);
    Env { store, drills }
}

pub fn tg_chat() -> ChatKey {
    ChatKey::new(Platform::Telegram, "-100777")
}

pub fn dc_chat() -> ChatKey {
    ChatKey::new(Platform::Discord, "555000111")
}

/// A caller; a `name` starting with `@` is a verified handle (as Telegram usernames are).
pub fn caller(platform: &str, id: &str, name: &str, chat: Option<ChatKey>) -> Caller {
    let handle = name.strip_prefix('@').map(str::to_string);
    Caller { user: UserKey::new(platform, id), name: name.into(), handle, chat, locale: Locale::En }
}

/// Sends `text` as a command (parsed as the adapters do).
pub async fn say(env: &Env, who: &Caller, text: &str) -> Vec<DrillsReply> {
    let cmd: DrillCommand = command::parse(text).expect("a drill command").expect("parses");
    env.drills.handle(who, cmd).await
}

pub fn texts(replies: &[DrillsReply]) -> String {
    replies.iter().map(|r| r.text.as_str()).collect::<Vec<_>>().join("\n---\n")
}

/// The Python reference of `p`, as a member would submit it.
pub fn reference(p: &Problem) -> String {
    p.reference(Lang::Python).expect("python reference").code.clone()
}
