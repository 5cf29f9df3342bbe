//! The add-ons' storage writes, batched: every `storage.set` and `storage.delete` of every add-on
//! call goes through one task per process, which applies what has queued up meanwhile in one
//! transaction (`capabilities::stored::storage_apply`) and then answers each caller. With `synchronous=FULL` a
//! commit costs an fsync; batching shares it among the writes that waited for it, as the response
//! writer does for responses (`responses::ingest`). A write is answered only after its commit.
//! Reads go straight to the database.

use std::sync::OnceLock;

use tokio::sync::{mpsc, oneshot};

use crate::addons::capabilities::stored::{self as store, Change, StorageChange};
use crate::storage::Db;

/// At most this many writes share one transaction.
pub const BATCH: usize = 256;

struct Write {
    slug: String,
    key: String,
    change: Change,
    quota: u64,
    reply: oneshot::Sender<Result<(), String>>,
}

/// The process's storage writer; its task starts on the first write.
pub struct StorageWriter {
    db: Db,
    queue: OnceLock<mpsc::Sender<Write>>,
}

const STOPPED: &str = "the add-on storage writer has stopped";

impl StorageWriter {
    pub fn new(db: Db) -> StorageWriter {
        StorageWriter {
            db,
            queue: OnceLock::new(),
        }
    }

    /// Applies `change` to `key` of add-on `slug`, within `quota` characters; answers once the
    /// change is committed, or why it was refused.
    pub async fn write(
        &self,
        slug: &str,
        key: &str,
        change: Change,
        quota: u64,
    ) -> Result<(), String> {
        let queue = self.queue.get_or_init(|| {
            let (queue, writes) = mpsc::channel(BATCH * 16);
            tokio::spawn(run(self.db.clone(), writes));
            queue
        });
        let (reply, answer) = oneshot::channel();
        queue
            .send(Write {
                slug: slug.to_owned(),
                key: key.to_owned(),
                change,
                quota,
                reply,
            })
            .await
            .map_err(|_| STOPPED.to_owned())?;
        answer.await.map_err(|_| STOPPED.to_owned())?
    }
}

async fn run(db: Db, mut writes: mpsc::Receiver<Write>) {
    let mut batch = Vec::with_capacity(BATCH);
    while writes.recv_many(&mut batch, BATCH).await > 0 {
        let changes: Vec<StorageChange<'_>> = batch
            .iter()
            .map(|w| StorageChange {
                slug: &w.slug,
                key: &w.key,
                value: w.change.value(),
                add: matches!(w.change, Change::Add(_)),
                quota: w.quota,
            })
            .collect();
        let outcomes = store::storage_apply(&db, &changes).await;
        drop(changes);
        match outcomes {
            Ok(outcomes) => {
                for (write, refused) in batch.drain(..).zip(outcomes) {
                    let _ = write.reply.send(refused.map_or(Ok(()), Err));
                }
            }
            Err(e) => {
                let message = e.to_string();
                for write in batch.drain(..) {
                    let _ = write.reply.send(Err(message.clone()));
                }
            }
        }
    }
}

impl crate::addons::capabilities::storage::StorageWrites for StorageWriter {
    fn write(
        &self,
        slug: String,
        key: String,
        change: Change,
        quota: u64,
    ) -> crate::addons::capabilities::HostFuture<'_, ()> {
        Box::pin(async move { StorageWriter::write(self, &slug, &key, change, quota).await })
    }
}
