//! Public pages as anonymous visitors see them, kept in memory and served
//! again while their data is unchanged, and rebuilt once per change however
//! many visitors ask.
//!
//! A page's data is known by its fingerprint (for a tournament's pages
//! [`crate::db::tournaments::fingerprint`]). A request asks the database
//! for it only when a write was committed since it was last read: the
//! instance counts the writes ([`crate::db::changes`]: its own, and on
//! PostgreSQL the other instances' as they commit), and while the count is
//! the one the fingerprint was read under, the fingerprint is still the
//! data's and the request is answered from memory ([`PageCache::known`]).
//! What a request serves, once it knows the fingerprint:
//!
//! - the kept page, if it was rendered from that fingerprint;
//! - otherwise the first request that finds the page out of date rebuilds it
//!   ([`Found::Build`]) and gets the new page; while it does, the others get
//!   the kept page if it showed the data as it was at most [`STALE_FOR`]
//!   before they read the fingerprint, or else wait for that one rebuild
//!   ([`Found::Wait`]) instead of building their own.
//!
//! While the data changes faster than the page is rebuilt (a request read
//! newer data than a rebuild's while that rebuild ran: arbiters entering a
//! round's results while hundreds of visitors read the standings), rebuilds
//! start at most once per [`REBUILD_EVERY`], and in between requests get the
//! kept page within the same bound.
//!
//! So the page is rebuilt by one request at a time, not by every visitor
//! after every result. A visitor may get a page up to [`STALE_FOR`] behind
//! the database, never more, on any instance, and only while other requests
//! read it too: one visitor alone always gets the page of the data as it is,
//! so a change is seen at once by whoever looks next.

use actix_web::web::Bytes;
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// The data version a page was rendered from.
pub type Fingerprint = [i64; 7];

/// Most pages kept; past this the half least recently asked for go.
const CAPACITY: usize = 512;

/// How far behind the database a served page may be: a page whose data has
/// changed is served only if its data was known current at most this long
/// before the request read the fingerprint.
pub const STALE_FOR: Duration = Duration::from_secs(1);

/// While a page's data changes faster than the page is rebuilt, the
/// shortest time between the starts of two rebuilds.
pub const REBUILD_EVERY: Duration = Duration::from_millis(250);

type Pages<V, F> = Arc<Mutex<HashMap<String, Entry<V, F>>>>;

/// Rendered pages by key (path with its canonical query, and language):
/// by default HTML pages (`V`) kept by the tournament's fingerprint (`F`);
/// a round's broadcast feed keeps its files by its own fingerprint.
pub struct PageCache<V = Bytes, F = Fingerprint> {
    pages: Pages<V, F>,
}

impl<V, F> Default for PageCache<V, F> {
    fn default() -> Self {
        PageCache { pages: Arc::new(Mutex::new(HashMap::new())) }
    }
}

/// One key's page and its rebuild.
struct Entry<V, F> {
    kept: Option<Kept<V, F>>,
    /// The rebuild in progress, if its builder still runs: the page arrives here.
    building: Option<watch::Receiver<Option<V>>>,
    /// When the data of the last rebuild was read, and its fingerprint.
    rebuilt: Option<(Instant, F)>,
    /// Whether a request read other data than the last rebuild's while it ran.
    overtaken: bool,
    /// The latest fingerprint read, and the count of writes before it was
    /// read: the data's fingerprint for as long as the count stays so.
    checked: Option<(u64, F)>,
    /// When a request last asked for the page.
    asked: Instant,
    /// When a request answered from memory went to read the fingerprint
    /// anew, until one has read it.
    asking: Option<Instant>,
}

impl<V, F> Default for Entry<V, F> {
    fn default() -> Self {
        Entry {
            kept: None,
            building: None,
            rebuilt: None,
            overtaken: false,
            checked: None,
            asked: Instant::now(),
            asking: None,
        }
    }
}

impl<V: Clone, F> Entry<V, F> {
    /// The kept page, if its data was known current at most [`STALE_FOR`] before `at`.
    fn recent(&self, at: Instant) -> Option<V> {
        self.kept.as_ref().filter(|k| at.saturating_duration_since(k.current_at) <= STALE_FOR).map(|k| k.page.clone())
    }

    /// The rebuild in progress, if its builder still runs (one that gave up closed its channel).
    fn rebuild(&self) -> Option<&watch::Receiver<Option<V>>> {
        self.building.as_ref().filter(|b| b.has_changed().is_ok())
    }

    /// Whether the last rebuild started less than [`REBUILD_EVERY`] before `at`.
    fn rebuilt_lately(&self, at: Instant) -> bool {
        self.rebuilt.as_ref().is_some_and(|(t, _)| at.saturating_duration_since(*t) < REBUILD_EVERY)
    }
}

/// Makes room for a new page: the half of the pages least recently asked
/// for go, so that a crowd asking for many pages once (every player's card)
/// does not push out the one every visitor asks for.
fn make_room<V, F>(pages: &mut HashMap<String, Entry<V, F>>) {
    let mut asked: Vec<Instant> = pages.values().map(|e| e.asked).collect();
    let (_, middle, _) = asked.select_nth_unstable(pages.len() / 2);
    let middle = *middle;
    pages.retain(|_, e| e.asked > middle);
}

/// A rendered page, and the latest moment its data was known current.
struct Kept<V, F> {
    fingerprint: F,
    page: V,
    current_at: Instant,
}

/// What a request does for a page.
pub enum Found<V, F, D = ()> {
    /// Serves this page.
    Page(V),
    /// Renders the page from `D`, read in the same transaction as the
    /// fingerprint, and hands it to the [`Builder`].
    Build(D, Builder<V, F>),
    /// Waits for the page another request is building.
    Wait(Waiter<V>),
}

/// The right, and the duty, to rebuild a page: [`Builder::finish`] stores it
/// and hands it to the requests waiting for it. Dropped unfinished (the
/// rendering failed), it lets them ask again.
pub struct Builder<V, F> {
    pages: Pages<V, F>,
    key: String,
    fingerprint: F,
    /// When the fingerprint was read (before it): the data is at least this recent.
    read_at: Instant,
    done: watch::Sender<Option<V>>,
}

/// A request waiting for another one's rebuild of a page.
pub struct Waiter<V>(watch::Receiver<Option<V>>);

impl<V: Clone, F: Clone + PartialEq> PageCache<V, F> {
    /// What to serve for `key` without asking the database, when the count
    /// of writes `count` ([`crate::db::changes::Changes::now`], `None`:
    /// unknown) is the one its fingerprint was last read under: the page,
    /// or the rebuild to wait for. `None` when the database must be asked
    /// ([`PageCache::check`]).
    ///
    /// After a write, one request at a time asks the database; while it
    /// does, the others get the kept page if its data was known current at
    /// most [`STALE_FOR`] ago.
    pub fn known<D>(&self, key: &str, count: Option<u64>) -> Option<Found<V, F, D>> {
        let count = count?;
        let now = Instant::now();
        let mut pages = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        let entry = pages.get_mut(key)?;
        entry.asked = now;
        let Some(fingerprint) = entry.checked.as_ref().filter(|(n, _)| *n == count).map(|(_, f)| f.clone()) else {
            if let Some(page) = Self::whatever_the_data(entry, count, now) {
                return Some(Found::Page(page));
            }
            let asking = entry.asking.is_some_and(|t| now.saturating_duration_since(t) <= STALE_FOR);
            if !asking {
                entry.asking = Some(now);
                return None;
            }
            return entry.recent(now).map(Found::Page);
        };
        // No write since the fingerprint was read: it is the data's now.
        Some(match Self::decide(entry, &fingerprint, now)? {
            Served::Page(page) => Found::Page(page),
            Served::Wait(waiter) => Found::Wait(waiter),
        })
    }

    /// The kept page, if [`PageCache::decide`] would serve it whatever the
    /// data's fingerprint now: while it is recent and the page is being
    /// rebuilt, or was rebuilt lately while the data kept changing. A write
    /// counted since the rebuild's data was read overtakes the rebuild.
    fn whatever_the_data(entry: &mut Entry<V, F>, count: u64, now: Instant) -> Option<V> {
        let page = entry.recent(now)?;
        if entry.rebuild().is_some() {
            if entry.checked.as_ref().is_some_and(|(n, _)| *n < count) {
                entry.overtaken = true;
            }
            return Some(page);
        }
        (entry.overtaken && entry.rebuilt_lately(now)).then_some(page)
    }

    /// What to serve for `key`: reads the data's fingerprint with
    /// `fingerprint`, then, if this request is to rebuild the page, its data
    /// with `load` (both on `conn`, in the caller's transaction). `count`
    /// is the count of writes read before the transaction began.
    pub fn check<C, D, E>(
        &self,
        conn: &mut C,
        key: &str,
        count: Option<u64>,
        fingerprint: impl FnOnce(&mut C) -> Result<F, E>,
        load: impl FnOnce(&mut C, &F) -> Result<D, E>,
    ) -> Result<Found<V, F, D>, E> {
        let read_at = Instant::now();
        let fingerprint = fingerprint(conn)?;
        Ok(match self.lookup(key, fingerprint, read_at, count) {
            Found::Page(page) => Found::Page(page),
            Found::Wait(waiter) => Found::Wait(waiter),
            // Dropped if the load fails: the waiting requests then ask again.
            Found::Build((), builder) => Found::Build(load(conn, &builder.fingerprint)?, builder),
        })
    }

    /// What to serve for `key` to a request that read `fingerprint` at
    /// `read_at`, under the count of writes `count`.
    fn lookup(&self, key: &str, fingerprint: F, read_at: Instant, count: Option<u64>) -> Found<V, F> {
        let mut pages = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        if pages.len() >= CAPACITY && !pages.contains_key(key) {
            make_room(&mut pages);
        }
        let entry = pages.entry(key.to_string()).or_default();
        entry.asked = entry.asked.max(read_at);
        entry.asking = None;
        if let Some(count) = count
            && entry.checked.as_ref().is_none_or(|(n, _)| *n <= count)
        {
            entry.checked = Some((count, fingerprint.clone()));
        }
        match Self::decide(entry, &fingerprint, read_at) {
            Some(Served::Page(page)) => Found::Page(page),
            Some(Served::Wait(waiter)) => Found::Wait(waiter),
            None => {
                let (done, building) = watch::channel(None);
                entry.building = Some(building);
                entry.rebuilt = Some((read_at, fingerprint.clone()));
                entry.overtaken = false;
                let pages = self.pages.clone();
                Found::Build((), Builder { pages, key: key.to_string(), fingerprint, read_at, done })
            }
        }
    }

    /// What to serve from `entry` to a request that knows the data's
    /// `fingerprint` as of `read_at`; `None` if the page is to be rebuilt.
    fn decide(entry: &mut Entry<V, F>, fingerprint: &F, read_at: Instant) -> Option<Served<V>> {
        if let Some(kept) = entry.kept.as_mut().filter(|k| k.fingerprint == *fingerprint) {
            kept.current_at = kept.current_at.max(read_at);
            return Some(Served::Page(kept.page.clone()));
        }
        let recent = entry.recent(read_at);
        let building = entry.rebuild().cloned();
        if building.is_some() && entry.rebuilt.as_ref().is_some_and(|(_, f)| f != fingerprint) {
            entry.overtaken = true;
        }
        let rebuilt_lately = entry.rebuilt_lately(read_at);
        match (recent, building) {
            (Some(page), Some(_)) => Some(Served::Page(page)),
            (None, Some(building)) => Some(Served::Wait(Waiter(building))),
            (Some(page), None) if entry.overtaken && rebuilt_lately => Some(Served::Page(page)),
            (_, None) => None,
        }
    }
}

/// What a request serves without rebuilding the page.
enum Served<V> {
    Page(V),
    Wait(Waiter<V>),
}

impl<V: Clone, F: PartialEq> Builder<V, F> {
    /// Keeps `page`, unless a page of newer data was kept meanwhile, and
    /// hands it to the requests waiting for it.
    pub fn finish(self, page: V) {
        let Builder { pages, key, fingerprint, read_at, done } = self;
        {
            let mut pages = pages.lock().unwrap_or_else(|e| e.into_inner());
            let entry = pages.entry(key).or_default();
            if entry.building.as_ref().is_some_and(|b| b.same_channel(&done.subscribe())) {
                entry.building = None;
            }
            match entry.kept.as_mut() {
                Some(kept) if kept.fingerprint == fingerprint => kept.current_at = kept.current_at.max(read_at),
                // Known current after this page's data was read: newer.
                Some(kept) if kept.current_at > read_at => {}
                _ => entry.kept = Some(Kept { fingerprint, page: page.clone(), current_at: read_at }),
            }
        }
        done.send_replace(Some(page));
    }
}

impl<V: Clone> Waiter<V> {
    /// The page the other request built, or `None` if it gave up.
    pub async fn page(mut self) -> Option<V> {
        self.0.wait_for(Option::is_some).await.ok().and_then(|page| page.clone())
    }
}

/// Serves a cached page: `known` is what to do if it is known without the
/// database ([`PageCache::known`]), else `look` reads it (one database
/// transaction, [`PageCache::check`]); `render` builds the page from the
/// data when this request is the one to rebuild it. A request whose awaited
/// rebuild was given up asks again.
pub async fn serve<V, F, D, E, Fut>(
    known: Option<Found<V, F, D>>,
    mut look: impl FnMut() -> Fut,
    render: impl FnOnce(D) -> Result<V, E>,
) -> Result<V, E>
where
    V: Clone,
    F: Clone + PartialEq,
    Fut: Future<Output = Result<Found<V, F, D>, E>>,
{
    let mut found = match known {
        Some(found) => found,
        None => look().await?,
    };
    loop {
        match found {
            Found::Page(page) => return Ok(page),
            Found::Wait(waiter) => match waiter.page().await {
                Some(page) => return Ok(page),
                None => found = look().await?,
            },
            Found::Build(data, builder) => {
                let page = render(data)?;
                builder.finish(page.clone());
                return Ok(page);
            }
        }
    }
}

/// Pages made from another kept value (a round's feed makes the hall of
/// boards), each kept with the version of that value it was made from:
/// made once per version and language, however many visitors ask.
pub struct MadeFrom<V> {
    pages: Mutex<HashMap<String, (String, V)>>,
}

impl<V> Default for MadeFrom<V> {
    fn default() -> Self {
        MadeFrom { pages: Mutex::new(HashMap::new()) }
    }
}

impl<V: Clone> MadeFrom<V> {
    /// The page `key` made from `version`, made now by `make` unless kept.
    /// Two requests that find it missing at once both make it.
    pub fn get<E>(&self, key: &str, version: &str, make: impl FnOnce() -> Result<V, E>) -> Result<V, E> {
        let kept = self.pages.lock().unwrap_or_else(|e| e.into_inner()).get(key).cloned();
        if let Some((made_from, page)) = kept
            && made_from == version
        {
            return Ok(page);
        }
        let page = make()?;
        let mut pages = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        if pages.len() >= CAPACITY && !pages.contains_key(key) {
            pages.clear();
        }
        pages.insert(key.to_string(), (version.to_string(), page.clone()));
        Ok(page)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Barrier;
    use std::sync::atomic::{AtomicUsize, Ordering};

    type Cache = PageCache<&'static str, u32>;

    const KEY: &str = "en /t/1/standings";

    /// Builds `key`'s page from `fingerprint` as read at `at`, as one request would.
    fn built(cache: &Cache, key: &str, fingerprint: u32, page: &'static str, at: Instant) {
        match cache.lookup(key, fingerprint, at, None) {
            Found::Build((), builder) => builder.finish(page),
            _ => panic!("expected to build {key}"),
        }
    }

    fn page(found: Found<&'static str, u32>) -> Option<&'static str> {
        match found {
            Found::Page(page) => Some(page),
            _ => None,
        }
    }

    fn block_on<T>(f: impl Future<Output = T>) -> T {
        tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(f)
    }

    #[test]
    fn a_page_is_reused_only_for_the_same_data() {
        let cache: PageCache = PageCache::default();
        let (a, b) = ([1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 8]);
        let t = Instant::now();
        let found = cache.lookup("en /t/1/standings", a, t, None);
        let Found::Build((), builder) = found else { panic!("nothing kept yet: build") };
        builder.finish(Bytes::from_static(b"page"));
        let again = cache.lookup("en /t/1/standings", a, t + STALE_FOR * 10, None);
        assert!(matches!(again, Found::Page(p) if p == b"page"[..]), "same data, however late");
        assert!(matches!(cache.lookup("ru /t/1/standings", a, t, None), Found::Build(..)), "other language");
        let changed = cache.lookup("en /t/1/standings", b, t + STALE_FOR * 10, None);
        assert!(matches!(changed, Found::Build(..)), "changed data, the kept page too old to serve");
    }

    #[test]
    fn concurrent_readers_of_a_changed_page_share_one_rebuild() {
        let cache = Cache::default();
        let t0 = Instant::now();
        built(&cache, KEY, 1, "page 1", t0);
        // Past the bound: the page of the old data may not be served.
        let late = t0 + STALE_FOR * 2;
        let (readers, builds) = (8, AtomicUsize::new(0));
        let (start, all_looked) = (Barrier::new(readers), Barrier::new(readers));
        let served: Vec<&str> = std::thread::scope(|s| {
            let tasks: Vec<_> = (0..readers)
                .map(|_| {
                    s.spawn(|| {
                        start.wait();
                        let found = cache.lookup(KEY, 2, late, None);
                        // Every reader has looked before the builder finishes.
                        all_looked.wait();
                        match found {
                            Found::Build((), builder) => {
                                builds.fetch_add(1, Ordering::SeqCst);
                                builder.finish("page 2");
                                "page 2"
                            }
                            Found::Wait(waiter) => block_on(waiter.page()).expect("the rebuilt page"),
                            Found::Page(page) => page,
                        }
                    })
                })
                .collect();
            tasks.into_iter().map(|t| t.join().unwrap()).collect()
        });
        assert_eq!(builds.load(Ordering::SeqCst), 1, "one rebuild for all");
        assert_eq!(served, ["page 2"; 8]);
        assert_eq!(page(cache.lookup(KEY, 2, late, None)), Some("page 2"), "kept");
    }

    #[test]
    fn the_old_page_is_served_during_a_rebuild_only_within_its_bound() {
        let cache = Cache::default();
        let t0 = Instant::now();
        built(&cache, KEY, 1, "page 1", t0);
        // Readers confirm page 1 until t1; then the data changes.
        let t1 = t0 + STALE_FOR * 5;
        assert_eq!(page(cache.lookup(KEY, 1, t1, None)), Some("page 1"));
        let Found::Build((), builder) = cache.lookup(KEY, 2, t1 + STALE_FOR / 4, None) else {
            panic!("first finder builds")
        };
        assert_eq!(page(cache.lookup(KEY, 2, t1 + STALE_FOR, None)), Some("page 1"), "at the bound");
        let past = t1 + STALE_FOR + Duration::from_millis(1);
        let Found::Wait(waiter) = cache.lookup(KEY, 2, past, None) else { panic!("past the bound: wait") };
        // The rendering fails: the waiting request is told, and the next one builds.
        drop(builder);
        assert_eq!(block_on(waiter.page()), None);
        assert!(matches!(cache.lookup(KEY, 2, past, None), Found::Build(..)));
    }

    #[test]
    fn one_visitor_after_another_always_gets_the_page_of_the_data_as_it_is() {
        let cache = Cache::default();
        let t0 = Instant::now();
        built(&cache, KEY, 1, "page 1", t0);
        // Changes in quick succession, each looked at by one visitor alone.
        let soon = t0 + Duration::from_millis(1);
        built(&cache, KEY, 2, "page 2", soon);
        built(&cache, KEY, 3, "page 3", soon);
        assert_eq!(page(cache.lookup(KEY, 3, soon, None)), Some("page 3"));
    }

    #[test]
    fn while_the_data_changes_faster_than_the_page_is_rebuilt_rebuilds_are_spaced() {
        let cache = Cache::default();
        let t0 = Instant::now();
        let Found::Build((), first) = cache.lookup(KEY, 1, t0, None) else { panic!("build") };
        let soon = t0 + Duration::from_millis(5);
        // A newer change is read while the first rebuild runs: nothing kept yet, so wait.
        assert!(matches!(cache.lookup(KEY, 2, soon, None), Found::Wait(_)));
        first.finish("page 1");
        assert_eq!(page(cache.lookup(KEY, 2, soon, None)), Some("page 1"), "overtaken lately: the recent page");
        assert_eq!(page(cache.lookup(KEY, 3, t0 + REBUILD_EVERY / 2, None)), Some("page 1"));
        let Found::Build((), second) = cache.lookup(KEY, 3, t0 + REBUILD_EVERY, None) else {
            panic!("time to rebuild")
        };
        second.finish("page 3");
        // Not overtaken: the next change is rebuilt at once.
        let next = t0 + REBUILD_EVERY + Duration::from_millis(1);
        assert!(matches!(cache.lookup(KEY, 4, next, None), Found::Build(..)));
    }

    #[test]
    fn a_rebuild_of_older_data_never_replaces_a_page_of_newer_data() {
        let cache = Cache::default();
        let t0 = Instant::now();
        let Found::Build((), older) = cache.lookup(KEY, 1, t0, None) else { panic!("build") };
        // The cache fills up and starts again while the first rebuild runs;
        // a second rebuild of the page, from newer data, ends first.
        for n in 0..CAPACITY {
            built(&cache, &format!("page {n}"), 0, "other", t0);
        }
        let newer = t0 + Duration::from_millis(10);
        built(&cache, KEY, 2, "page 2", newer);
        older.finish("page 1");
        assert_eq!(page(cache.lookup(KEY, 2, newer, None)), Some("page 2"));
        assert!(!matches!(cache.lookup(KEY, 1, newer, None), Found::Page("page 1")), "never the older page");
        // The other way round: the newer one replaces.
        let Found::Build((), newest) = cache.lookup(KEY, 3, newer + STALE_FOR * 2, None) else { panic!("build") };
        newest.finish("page 3");
        assert_eq!(page(cache.lookup(KEY, 3, newer + STALE_FOR * 2, None)), Some("page 3"));
    }

    #[test]
    fn a_page_is_served_from_memory_only_while_no_write_was_counted() {
        let cache = Cache::default();
        let t0 = Instant::now();
        assert!(cache.known::<()>(KEY, Some(7)).is_none(), "nothing kept");
        match cache.lookup(KEY, 1, t0, Some(7)) {
            Found::Build((), builder) => builder.finish("page 1"),
            _ => panic!("build"),
        }
        assert!(matches!(cache.known::<()>(KEY, Some(7)), Some(Found::Page("page 1"))), "same count");
        assert!(cache.known::<()>(KEY, None).is_none(), "writes may go unheard: ask the database");
        assert!(cache.known::<()>(KEY, Some(8)).is_none(), "a write since: ask the database");
        let meanwhile = cache.known::<()>(KEY, Some(8));
        assert!(matches!(meanwhile, Some(Found::Page("page 1"))), "while one asks, the others get the recent page");
        assert!(cache.known::<()>("ru /t/1/standings", Some(7)).is_none(), "another page");
        // The database says the data is unchanged under the new count: known again.
        assert_eq!(page(cache.lookup(KEY, 1, t0, Some(8))), Some("page 1"));
        assert!(matches!(cache.known::<()>(KEY, Some(8)), Some(Found::Page("page 1"))));
        // A fingerprint read under an older count never replaces a newer one.
        assert_eq!(page(cache.lookup(KEY, 1, t0, Some(6))), Some("page 1"));
        assert!(matches!(cache.known::<()>(KEY, Some(8)), Some(Found::Page("page 1"))));
    }

    #[test]
    fn while_one_request_asks_the_database_the_others_never_get_a_page_past_its_bound() {
        let cache = Cache::default();
        match cache.lookup(KEY, 1, Instant::now(), Some(1)) {
            Found::Build((), builder) => builder.finish("page 1"),
            _ => panic!("build"),
        }
        std::thread::sleep(STALE_FOR + Duration::from_millis(20));
        assert!(cache.known::<()>(KEY, Some(2)).is_none(), "the first asks the database");
        assert!(cache.known::<()>(KEY, Some(2)).is_none(), "the page is too old to serve meanwhile: so does the next");
    }

    #[test]
    fn a_request_answered_from_memory_never_takes_a_rebuild_on_itself() {
        let cache = Cache::default();
        let t0 = Instant::now();
        built(&cache, KEY, 1, "page 1", t0);
        // The data changed under count 9; the page of it is being rebuilt.
        let Found::Build((), builder) = cache.lookup(KEY, 2, t0, Some(9)) else { panic!("build") };
        assert!(matches!(cache.known::<()>(KEY, Some(9)), Some(Found::Page("page 1"))), "recent: served");
        drop(builder);
        // Rendering failed and the old page is now too old to serve: memory
        // cannot answer, and did not start a rebuild nobody would finish.
        std::thread::sleep(STALE_FOR + Duration::from_millis(20));
        assert!(cache.known::<()>(KEY, Some(9)).is_none());
        assert!(
            matches!(cache.lookup(KEY, 2, Instant::now(), Some(9)), Found::Build(..)),
            "the database's reader builds"
        );
    }

    #[test]
    fn a_crowd_of_pages_asked_once_does_not_push_out_the_page_everyone_asks_for() {
        let cache = Cache::default();
        let t0 = Instant::now();
        built(&cache, KEY, 1, "standings", t0);
        for n in 0..CAPACITY * 3 {
            let at = t0 + Duration::from_millis(n as u64 + 1);
            built(&cache, &format!("en /t/1/standings/{n}"), 1, "a card", at);
            if n % 50 == 0 {
                assert_eq!(page(cache.lookup(KEY, 1, at, None)), Some("standings"), "still kept after {n} cards");
            }
        }
        let pages = cache.pages.lock().unwrap();
        assert!(pages.len() <= CAPACITY, "bounded: {}", pages.len());
        assert!(pages.len() > CAPACITY / 4, "only the least recently asked went: {}", pages.len());
    }

    #[test]
    fn while_a_rebuild_runs_or_was_just_overtaken_writes_cost_no_reading() {
        let cache = Cache::default();
        match cache.lookup(KEY, 1, Instant::now(), Some(1)) {
            Found::Build((), builder) => builder.finish("page 1"),
            _ => panic!("build"),
        }
        // A write: the data changed, one request reads it and rebuilds.
        assert!(cache.known::<()>(KEY, Some(2)).is_none());
        let Found::Build((), builder) = cache.lookup(KEY, 2, Instant::now(), Some(2)) else { panic!("rebuild") };
        // More writes while it runs: the recent page, no reading, and the rebuild is overtaken.
        assert!(matches!(cache.known::<()>(KEY, Some(3)), Some(Found::Page("page 1"))));
        builder.finish("page 2");
        // Overtaken lately: the new page, still without reading, until the next rebuild is due.
        assert!(matches!(cache.known::<()>(KEY, Some(4)), Some(Found::Page("page 2"))));
        std::thread::sleep(REBUILD_EVERY + Duration::from_millis(10));
        assert!(cache.known::<()>(KEY, Some(4)).is_none(), "due: read the data again");
    }
}
