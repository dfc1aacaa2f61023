//! Public pages as anonymous visitors see them, kept in memory and served
//! again while the tournament's data is unchanged. Every request still asks
//! the database for the tournament's fingerprint
//! ([`crate::db::tournaments::fingerprint`]), so an instance behind a load
//! balancer never serves a page older than the data another instance wrote.

use actix_web::web::Bytes;
use std::collections::HashMap;
use std::sync::Mutex;

/// The data version a page was rendered from.
pub type Fingerprint = [i64; 7];

/// Most pages kept; past this the cache starts again empty.
const CAPACITY: usize = 512;

/// Rendered pages by key (path with its canonical query, and language):
/// by default HTML pages (`V`) kept by the tournament's fingerprint (`F`);
/// a round's broadcast feed keeps its files by its own fingerprint.
pub struct PageCache<V = Bytes, F = Fingerprint> {
    pages: Mutex<HashMap<String, (F, V)>>,
}

impl<V, F> Default for PageCache<V, F> {
    fn default() -> Self {
        PageCache { pages: Mutex::new(HashMap::new()) }
    }
}

impl<V: Clone, F: PartialEq> PageCache<V, F> {
    /// The page stored under `key` if it was rendered from `fingerprint`.
    pub fn get(&self, key: &str, fingerprint: &F) -> Option<V> {
        let pages = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        pages.get(key).filter(|(f, _)| f == fingerprint).map(|(_, page)| page.clone())
    }

    /// Stores a page rendered from `fingerprint`.
    pub fn put(&self, key: String, fingerprint: F, page: V) {
        let mut pages = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        if pages.len() >= CAPACITY && !pages.contains_key(&key) {
            pages.clear();
        }
        pages.insert(key, (fingerprint, page));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_reused_only_for_the_same_data() {
        let cache = PageCache::default();
        let (a, b) = ([1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 8]);
        cache.put("en /t/1/standings".into(), a, Bytes::from_static(b"page"));
        assert_eq!(cache.get("en /t/1/standings", &a).as_deref(), Some(&b"page"[..]));
        assert!(cache.get("en /t/1/standings", &b).is_none(), "changed data");
        assert!(cache.get("ru /t/1/standings", &a).is_none(), "other language");
    }
}
