//! Drill posts show the starter in the group's default language (Python: groups have no
//! programming-language setting), and `/drill lang L` in private shows it in another language.

use std::sync::Arc;

use mashang_core::drills::ManualClock;
use mashang_judge::problem::Lang;

use crate::drills_fixture::{at, caller, junior_bank, open, say, texts, tg_chat};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn drill_posts_show_the_python_starter_and_drill_lang_shows_another_language() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("Europe/Berlin", 2026, 6, 1, 8, 0)));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    let ada = caller("telegram", "1", "Ada", Some(tg_chat()));
    say(&env, &ada, "/drill config tz=Europe/Berlin time=09:00 mix=1:0:0 name=Algo").await;
    clock.set(at("Europe/Berlin", 2026, 6, 1, 9, 0));
    let posts = env.drills.tick().await.unwrap();
    let post = posts.first().expect("the daily post");
    let p = junior_bank().get(&post.problem).cloned().unwrap();
    let python = p.starter(Lang::Python).expect("every junior drill offers Python");
    assert!(
        post.text.contains("Starter code (python):\n```python\n")
            && post.text.contains(python.trim_end()),
        "the post shows the Python starter: {}",
        post.text
    );

    let other = p.languages().into_iter().find(|l| *l != Lang::Python).expect("a second language");
    let in_private = caller("telegram", "1", "Ada", None);
    let shown = texts(&say(&env, &in_private, &format!("/drill lang {}", other.id())).await);
    let starter = p.starter(other).unwrap();
    assert!(
        shown.contains(&format!("```{}\n", other.id())) && shown.contains(starter.trim_end()),
        "the {other} starter in private: {shown}"
    );
}
