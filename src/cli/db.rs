//! `mashang db migrate --to postgres://…`: copies the configured SQLite database into an empty
//! PostgreSQL database in one transaction — every table, a count per table — and refuses (changing
//! nothing) when the target already holds data, so running it twice is harmless.

use std::path::PathBuf;

use anyhow::Context as _;
use clap::{Args, Subcommand};
use mashang_core::ports::Store;
use mashang_core::session::UserKey;
use mashang_store_postgres::{Cell, CopyError, Import, PgStore};
use mashang_store_sqlite::SqliteStore;
use rusqlite::types::ValueRef;

#[derive(Debug, Args)]
pub struct DbArgs {
    #[command(subcommand)]
    pub command: DbCommand,
}

#[derive(Debug, Subcommand)]
pub enum DbCommand {
    /// Copy the SQLite database in data_dir into an empty PostgreSQL database.
    Migrate(MigrateArgs),
}

#[derive(Debug, Args)]
pub struct MigrateArgs {
    /// The target: postgres://user[:password]@host:port/db (its schema is created if missing).
    #[arg(long)]
    pub to: String,
    /// Configuration file (default: $MASHANG_CONFIG or ./mashang.toml); its data_dir is the source.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

pub fn run(args: DbArgs) -> anyhow::Result<()> {
    match args.command {
        DbCommand::Migrate(m) => migrate(m),
    }
}

fn migrate(args: MigrateArgs) -> anyhow::Result<()> {
    let cfg = mashang::config::load(args.config.as_deref())?;
    let file = cfg.settings.data_dir.join(mashang_store_sqlite::DB_FILE);
    anyhow::ensure!(
        file.exists(),
        "no SQLite database at {} (set MASHANG_DATA_DIR)",
        file.display()
    );
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    rt.block_on(async {
        let source = SqliteStore::open(&cfg.settings.data_dir).await?;
        let reader = rusqlite::Connection::open_with_flags(
            &file,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
        )?;
        let target = PgStore::connect(&args.to).await.context("opening the target database")?;
        let import = match target.begin_import().await {
            Err(CopyError::NotEmpty { table, rows }) => anyhow::bail!(
                "refusing to migrate: the target is not empty ({table} has {rows} row(s)); nothing was changed"
            ),
            other => other?,
        };
        let mut counts = Vec::new();
        for table in import.tables() {
            counts.push((table, copy_table(&reader, &import, table).await?));
        }
        counts.push(("sessions", copy_sessions(&reader, &source, &import).await?));
        import.commit().await?;
        println!("copied {} into PostgreSQL:", file.display());
        for (table, n) in counts {
            println!("  {table:<26} {n}");
        }
        Ok(())
    })
}

/// Copies one table: the source's columns by name, and its row order into the target's `ord`
/// column where the target keeps order that way.
async fn copy_table(
    db: &rusqlite::Connection,
    import: &Import,
    table: &str,
) -> anyhow::Result<u64> {
    let target: Vec<String> = import.columns(table).await?.into_iter().map(|(n, _)| n).collect();
    let mut columns: Vec<String> = db
        .prepare(&format!("SELECT name FROM pragma_table_info('{table}')"))?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    anyhow::ensure!(!columns.is_empty(), "the SQLite database has no table {table}");
    let mut select: Vec<String> = columns.iter().map(|c| format!("\"{c}\"")).collect();
    if target.iter().any(|c| c == "ord") && !columns.iter().any(|c| c == "ord") {
        columns.push("ord".into());
        select.push("rowid".into());
    }
    let mut stmt =
        db.prepare(&format!("SELECT {} FROM {table} ORDER BY rowid", select.join(", ")))?;
    let width = columns.len();
    let rows = stmt
        .query_map([], |r| {
            (0..width).map(|i| r.get_ref(i).map(cell)).collect::<Result<Vec<_>, _>>()
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(import.rows(table, &columns, rows).await?)
}

fn cell(v: ValueRef<'_>) -> Cell {
    match v {
        ValueRef::Null => Cell::Null,
        ValueRef::Integer(i) => Cell::Int(i),
        ValueRef::Real(f) => Cell::Real(f),
        ValueRef::Text(t) | ValueRef::Blob(t) => {
            Cell::Text(String::from_utf8_lossy(t).into_owned())
        }
    }
}

/// Sessions go through the stores' own codecs: read as the SQLite store decodes them, written as
/// the Postgres store encodes them.
async fn copy_sessions(
    db: &rusqlite::Connection,
    source: &SqliteStore,
    import: &Import,
) -> anyhow::Result<u64> {
    let rows: Vec<(String, i64)> = db
        .prepare("SELECT user_key, updated_at FROM sessions ORDER BY rowid")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let mut n = 0;
    for (key, updated_at) in rows {
        let user = UserKey::parse(&key).with_context(|| format!("session key `{key}`"))?;
        let state = source
            .load_session(&user)
            .await?
            .with_context(|| format!("the session of {key} vanished during the copy"))?;
        import.session(&user, &state, updated_at).await?;
        n += 1;
    }
    Ok(n)
}
