//! Importing another store's rows (`mashang db migrate`): one transaction over the whole copy, into
//! a database that must be empty, values converted by the target column's type. The session table
//! is written through [`encode_session`](super::encode_session), never copied as text.

use deadpool_postgres::Object;
use tokio_postgres::types::ToSql;

use super::{PgStore, encode_session, schema};
use mashang_core::session::{SessionState, UserKey};

/// One value read from the source database (SQLite's storage classes).
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
}

/// Why an import failed; nothing of it was committed.
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    #[error("the target database is not empty: table {table} has {rows} row(s)")]
    NotEmpty { table: String, rows: i64 },
    #[error("table {table} has no column {column} in the target")]
    UnknownColumn { table: String, column: String },
    #[error("table {table}, column {column}: cannot store {value:?} as {ty}")]
    Type { table: String, column: String, ty: String, value: Cell },
    #[error("the session of {user} does not encode: {why}")]
    Session { user: String, why: String },
    #[error(transparent)]
    Sql(#[from] tokio_postgres::Error),
    #[error(transparent)]
    Pool(#[from] deadpool_postgres::PoolError),
}

/// An import under way: an open transaction on one pooled connection.
pub struct Import {
    /// `None` once committed; dropped unfinished, the connection is discarded, not pooled mid-transaction.
    client: Option<Object>,
}

impl Drop for Import {
    fn drop(&mut self) {
        if let Some(c) = self.client.take() {
            drop(Object::take(c));
        }
    }
}

fn value(
    table: &str,
    column: &str,
    ty: &str,
    cell: Cell,
) -> Result<Box<dyn ToSql + Sync + Send>, CopyError> {
    let bad = |value: Cell| CopyError::Type {
        table: table.to_string(),
        column: column.to_string(),
        ty: ty.to_string(),
        value,
    };
    Ok(match (ty, cell) {
        ("bigint", Cell::Null) => Box::new(None::<i64>),
        ("bigint", Cell::Int(v)) => Box::new(v),
        ("integer", Cell::Null) => Box::new(None::<i32>),
        ("integer", Cell::Int(v)) => Box::new(i32::try_from(v).map_err(|_| bad(Cell::Int(v)))?),
        ("double precision", Cell::Null) => Box::new(None::<f64>),
        ("double precision", Cell::Real(v)) => Box::new(v),
        ("double precision", Cell::Int(v)) => Box::new(v as f64),
        ("boolean", Cell::Null) => Box::new(None::<bool>),
        ("boolean", Cell::Int(v)) => Box::new(v != 0),
        ("text", Cell::Null) => Box::new(None::<String>),
        ("text", Cell::Text(v)) => Box::new(v),
        // SQLite keeps what it was given: a number in a TEXT column is still that text.
        ("text", Cell::Int(v)) => Box::new(v.to_string()),
        ("text", Cell::Real(v)) => Box::new(v.to_string()),
        (_, other) => return Err(bad(other)),
    })
}

impl PgStore {
    /// Rows per table of the schema, in copy order.
    pub async fn row_counts(&self) -> Result<Vec<(String, i64)>, CopyError> {
        let c = self.pool.get().await?;
        let mut out = Vec::new();
        for t in schema::TABLES {
            let n: i64 = c.query_one(&format!("SELECT COUNT(*) FROM {t}"), &[]).await?.get(0);
            out.push((t.to_string(), n));
        }
        Ok(out)
    }

    /// Starts an import: fails with [`CopyError::NotEmpty`] unless every table is empty.
    pub async fn begin_import(&self) -> Result<Import, CopyError> {
        let c = self.pool.get().await?;
        c.batch_execute("BEGIN").await?;
        let import = Import { client: Some(c) };
        for t in schema::TABLES {
            let n: i64 =
                import.c().query_one(&format!("SELECT COUNT(*) FROM {t}"), &[]).await?.get(0);
            if n > 0 {
                return Err(CopyError::NotEmpty { table: t.to_string(), rows: n });
            }
        }
        Ok(import)
    }
}

impl Import {
    fn c(&self) -> &Object {
        self.client.as_ref().expect("an import is used only until it is committed")
    }

    /// The tables to copy, in order (the session table is written by [`Import::session`]).
    pub fn tables(&self) -> Vec<&'static str> {
        schema::TABLES.iter().copied().filter(|t| *t != "sessions").collect()
    }

    /// The target table's columns and their types (`bigint`, `text`, …).
    pub async fn columns(&self, table: &str) -> Result<Vec<(String, String)>, CopyError> {
        let rows = self
            .c()
            .query(
                "SELECT column_name::text, data_type::text FROM information_schema.columns
                 WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
                &[&table],
            )
            .await?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
    }

    /// Inserts `rows` (values in `columns` order) into `table`.
    pub async fn rows(
        &self,
        table: &str,
        columns: &[String],
        rows: Vec<Vec<Cell>>,
    ) -> Result<u64, CopyError> {
        let types = self.columns(table).await?;
        let mut tys = Vec::with_capacity(columns.len());
        for col in columns {
            let ty =
                types.iter().find(|(n, _)| n == col).map(|(_, t)| t.clone()).ok_or_else(|| {
                    CopyError::UnknownColumn { table: table.to_string(), column: col.clone() }
                })?;
            tys.push(ty);
        }
        let names: Vec<String> = columns.iter().map(|c| format!("\"{c}\"")).collect();
        let params: Vec<String> = (1..=columns.len()).map(|i| format!("${i}")).collect();
        let st = self
            .c()
            .prepare(&format!(
                "INSERT INTO {table} ({}) VALUES ({})",
                names.join(", "),
                params.join(", ")
            ))
            .await?;
        let mut n = 0;
        for row in rows {
            let mut values = Vec::with_capacity(row.len());
            for ((cell, col), ty) in row.into_iter().zip(columns).zip(&tys) {
                values.push(value(table, col, ty, cell)?);
            }
            let refs: Vec<&(dyn ToSql + Sync)> =
                values.iter().map(|v| v.as_ref() as &(dyn ToSql + Sync)).collect();
            n += self.c().execute(&st, &refs).await?;
        }
        Ok(n)
    }

    /// Writes one user's session as this store encodes it.
    pub async fn session(
        &self,
        user: &UserKey,
        state: &SessionState,
        updated_at: i64,
    ) -> Result<(), CopyError> {
        let (version, body) = encode_session(state)
            .map_err(|e| CopyError::Session { user: user.to_string(), why: e.to_string() })?;
        self.c()
            .execute(
                "INSERT INTO sessions (user_key, status, interview_id, seq, version, body, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
                &[
                    &user.to_string(), &state.status.as_str(), &state.interview_id,
                    &(state.seq as i64), &version, &body, &updated_at,
                ],
            )
            .await?;
        Ok(())
    }

    /// Moves each identity sequence past the copied ids, then commits.
    pub async fn commit(mut self) -> Result<(), CopyError> {
        let idents = self
            .c()
            .query(
                "SELECT table_name::text, column_name::text FROM information_schema.columns
                 WHERE table_schema = current_schema() AND is_identity = 'YES'",
                &[],
            )
            .await?;
        for r in idents {
            let (t, col): (String, String) = (r.get(0), r.get(1));
            self.c()
                .execute(
                    &format!(
                        "SELECT setval(pg_get_serial_sequence($1, $2), COALESCE(MAX({col}), 0) + 1, false) FROM {t}"
                    ),
                    &[&t, &col],
                )
                .await?;
        }
        self.c().batch_execute("COMMIT").await?;
        self.client = None;
        Ok(())
    }
}
