//! The slash commands (poise glue): each one defers within Discord's 3-second window, translates
//! its typed options into an [`Action`] and spawns the turn. Names, descriptions and choice labels
//! are set from the catalog by [`super::localize`], not here.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

use poise::serenity_prelude as serenity;
use serenity::{
    AutocompleteChoice, ChannelType, CreateAutocompleteResponse, CreateInteractionResponse,
};

use super::dispatch::{self, Hub, Origin};
use super::journal;
use super::render;
use super::translate::{self, Action, Upload};
use mashang_core::interviewer::{Level, Role};
use mashang_judge::problem::Lang;

pub type Error = anyhow::Error;
pub type Ctx<'a> = poise::Context<'a, Arc<Hub>, Error>;

/// Role choices, in [`Role::ALL`] order.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum RoleChoice {
    Algorithm,
    Backend,
    Frontend,
    SystemDesign,
}

/// Level choices, in [`Level::ALL`] order.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    Junior,
    Mid,
    Senior,
}

/// A language option: the choices are the core's [`Lang::ALL`] (labels set by
/// [`super::localize`]), so adding a language to the core adds it here. Written by hand because
/// poise's derive needs one enum variant per choice.
#[derive(Debug, Clone, Copy)]
pub struct LanguageChoice(Lang);

impl poise::ChoiceParameter for LanguageChoice {
    fn list() -> std::borrow::Cow<'static, [poise::CommandParameterChoice]> {
        let choices = Lang::ALL.iter().map(|l| poise::CommandParameterChoice {
            name: l.id().into(),
            localizations: std::borrow::Cow::Borrowed(&[]),
            __non_exhaustive: (),
        });
        choices.collect::<Vec<_>>().into()
    }

    fn from_index(index: usize) -> Option<Self> {
        Lang::ALL.get(index).copied().map(LanguageChoice)
    }

    fn from_name(name: &str) -> Option<Self> {
        Lang::ALL.into_iter().find(|l| l.id() == name).map(LanguageChoice)
    }

    fn name(&self) -> &'static str {
        self.0.id()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// Replay file formats.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "md"]
    Md,
    #[name = "html"]
    Html,
}

/// Interface languages.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LocaleChoice {
    ZhCn,
    En,
}

impl RoleChoice {
    fn role(self) -> Role {
        Role::ALL[self as usize]
    }
}

impl LevelChoice {
    fn level(self) -> Level {
        Level::ALL[self as usize]
    }
}

impl LanguageChoice {
    fn id(self) -> &'static str {
        self.0.id()
    }
}

impl LocaleChoice {
    fn tag(self) -> &'static str {
        match self {
            LocaleChoice::ZhCn => "zh-CN",
            LocaleChoice::En => "en",
        }
    }
}

/// Every command, unlocalized (see [`super::localize::localize`]).
pub fn all() -> Vec<poise::Command<Arc<Hub>, Error>> {
    vec![
        interview(),
        submit(),
        run(),
        hint(),
        skip(),
        end(),
        report(),
        history(),
        replay(),
        lang(),
        locale(),
        forget(),
        help(),
    ]
}

/// Where a slash command came from.
fn origin(ctx: &poise::ApplicationContext<'_, Arc<Hub>, Error>) -> Origin {
    let i = ctx.interaction;
    let in_thread = i
        .channel
        .as_ref()
        .is_some_and(|c| matches!(c.kind, ChannelType::PublicThread | ChannelType::PrivateThread));
    Origin {
        user: i.user.id,
        user_name: i.user.display_name().to_string(),
        channel: i.channel_id,
        guild: i.guild_id,
        in_thread,
        token: Some(i.token.clone()),
        locale: translate::client_locale(&i.locale),
        received: Instant::now(),
    }
}

/// Journals the command, defers the interaction and runs the turn in its own task.
async fn turn(ctx: Ctx<'_>, action: Action, opens_interview: bool) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else { return Ok(()) };
    let hub = Arc::clone(ctx.data());
    let origin = origin(&app);
    let event = journal::interaction_event(app.interaction.id.get());
    let deferred = std::sync::Mutex::new(None);
    let ack = async {
        let r = app.defer_response(false).await;
        *deferred.lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
    };
    hub.receive(event, origin, action, opens_interview, ack).await;
    let result = deferred.into_inner().unwrap_or_else(|e| e.into_inner());
    // A refused deferral goes to `on_error`, which tells the user in their language.
    result.unwrap_or(Ok(()))?;
    Ok(())
}

async fn command_text(ctx: Ctx<'_>, text: &str) -> Result<(), Error> {
    turn(ctx, Action::Text(text.to_string()), false).await
}

/// Topics from the bank that contain what was typed.
async fn complete_topic(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let partial = partial.trim().to_lowercase();
    let mut topics: Vec<&str> = ctx
        .data()
        .engine
        .bank()
        .briefs()
        .iter()
        .flat_map(|b| b.topics.iter().map(String::as_str))
        .filter(|t| t.to_lowercase().contains(&partial))
        .collect();
    topics.sort_unstable();
    topics.dedup();
    let choices = topics.into_iter().take(25).map(AutocompleteChoice::from).collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// Problems whose id or title contains what was typed, titled in the user's language.
async fn complete_problem(ctx: Ctx<'_>, partial: &str) -> CreateAutocompleteResponse {
    let locale = match ctx {
        poise::Context::Application(app) => {
            let hub = ctx.data();
            let hint = translate::client_locale(&app.interaction.locale);
            hub.engine.locale_hint(&dispatch::user_key(app.interaction.user.id), hint).await
        }
        poise::Context::Prefix(_) => Default::default(),
    };
    let choices = translate::problem_choices(ctx.data().engine.bank(), partial, locale)
        .into_iter()
        .map(|(label, id)| AutocompleteChoice::new(label, id))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

#[poise::command(slash_command)]
pub(crate) async fn interview(
    ctx: Ctx<'_>,
    role: Option<RoleChoice>,
    level: Option<LevelChoice>,
    language: Option<LanguageChoice>,
    #[autocomplete = "complete_topic"] topic: Option<String>,
    #[autocomplete = "complete_problem"] problem: Option<String>,
) -> Result<(), Error> {
    let text = translate::interview_text(
        role.map(RoleChoice::role),
        level.map(LevelChoice::level),
        language.map(LanguageChoice::id),
        topic.as_deref(),
        problem.as_deref(),
    );
    turn(ctx, Action::Text(text), true).await
}

#[poise::command(slash_command)]
pub(crate) async fn submit(
    ctx: Ctx<'_>,
    language: Option<LanguageChoice>,
    file: Option<serenity::Attachment>,
) -> Result<(), Error> {
    let language = language.map(LanguageChoice::id);
    if let Some(f) = file {
        let upload = Upload {
            url: f.url,
            filename: f.filename,
            size: f.size,
            language: language.map(str::to_string),
            note: None,
        };
        return turn(ctx, Action::Upload(upload), false).await;
    }
    let poise::Context::Application(app) = ctx else { return Ok(()) };
    let hint = translate::client_locale(&app.interaction.locale);
    let user = dispatch::user_key(app.interaction.user.id);
    let l = ctx.data().engine.locale_hint(&user, hint).await;
    let draft = ctx.data().engine.draft(&user, language).await;
    let modal =
        CreateInteractionResponse::Modal(render::submit_modal(l, language, draft.as_deref()));
    app.interaction.create_response(ctx.http(), modal).await?;
    app.has_sent_initial_response.store(true, Ordering::SeqCst);
    Ok(())
}

// `/run`: an editor with the code (last submission or starter) and an optional input of one's own;
// submitting it runs the code on the examples (never an attempt).
#[poise::command(slash_command)]
pub(crate) async fn run(
    ctx: Ctx<'_>,
    input: Option<String>,
    language: Option<LanguageChoice>,
) -> Result<(), Error> {
    let language = language.map(LanguageChoice::id);
    let poise::Context::Application(app) = ctx else { return Ok(()) };
    let hint = translate::client_locale(&app.interaction.locale);
    let user = dispatch::user_key(app.interaction.user.id);
    let l = ctx.data().engine.locale_hint(&user, hint).await;
    let draft = ctx.data().engine.draft(&user, language).await;
    let modal = render::run_modal(l, language, draft.as_deref(), input.as_deref());
    app.interaction.create_response(ctx.http(), CreateInteractionResponse::Modal(modal)).await?;
    app.has_sent_initial_response.store(true, Ordering::SeqCst);
    Ok(())
}

#[poise::command(slash_command)]
pub(crate) async fn hint(ctx: Ctx<'_>) -> Result<(), Error> {
    command_text(ctx, "/hint").await
}

#[poise::command(slash_command)]
pub(crate) async fn skip(ctx: Ctx<'_>) -> Result<(), Error> {
    command_text(ctx, "/skip").await
}

#[poise::command(slash_command)]
pub(crate) async fn end(ctx: Ctx<'_>) -> Result<(), Error> {
    command_text(ctx, "/end").await
}

#[poise::command(slash_command)]
pub(crate) async fn report(ctx: Ctx<'_>) -> Result<(), Error> {
    command_text(ctx, "/report").await
}

#[poise::command(slash_command)]
pub(crate) async fn history(ctx: Ctx<'_>) -> Result<(), Error> {
    command_text(ctx, "/history").await
}

/// `/replay [number] [format]`: the engine's `/replay` (the files come back as attachments).
#[poise::command(slash_command)]
pub(crate) async fn replay(
    ctx: Ctx<'_>,
    #[min = 1] number: Option<u32>,
    format: Option<FormatChoice>,
) -> Result<(), Error> {
    let format = match format {
        Some(FormatChoice::Md) => " md",
        Some(FormatChoice::Html) => " html",
        None => "",
    };
    command_text(ctx, &format!("/replay {}{format}", number.unwrap_or(1))).await
}

#[poise::command(slash_command)]
pub(crate) async fn lang(ctx: Ctx<'_>, language: LanguageChoice) -> Result<(), Error> {
    command_text(ctx, &format!("/lang {}", language.id())).await
}

#[poise::command(slash_command)]
pub(crate) async fn locale(ctx: Ctx<'_>, locale: LocaleChoice) -> Result<(), Error> {
    command_text(ctx, &format!("/locale {}", locale.tag())).await
}

#[poise::command(slash_command)]
pub(crate) async fn forget(ctx: Ctx<'_>) -> Result<(), Error> {
    command_text(ctx, "/forget").await
}

#[poise::command(slash_command)]
pub(crate) async fn help(ctx: Ctx<'_>) -> Result<(), Error> {
    command_text(ctx, "/help").await
}
