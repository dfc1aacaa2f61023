//! The arbiter's manual (FIDE checklist Q11, Q12): `GET /help`, open to
//! everyone, in the visitor's language, linked from every page's header.
//!
//! The text is one template per language (`templates/help/manual_en.html`,
//! `manual_ru.html`); both extend `templates/help/manual.html`, which holds
//! what they share: the title and the table of contents, whose entries are
//! [`SECTIONS`]. The anchors are the same in every language, so a link to a
//! section (`/help#pairing`) works whichever language the reader has.

use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::i18n::Lang;
use crate::web::view::ok;
use actix_web::{HttpResponse, web};
use askama::Template;

/// A section of the manual, as the table of contents lists it.
pub(in crate::web) struct Section {
    /// The section's anchor (`id` of its heading), the same in every language.
    pub anchor: &'static str,
    /// The message key of its title, which its heading shows too.
    pub title: &'static str,
}

/// The manual's sections, in order. Each language's text has a heading with
/// each anchor, titled by the same message (a test checks both).
pub(in crate::web) const SECTIONS: [Section; 13] = [
    Section { anchor: "start", title: "help-section-start" },
    Section { anchor: "tournament", title: "help-section-tournament" },
    Section { anchor: "players", title: "help-section-players" },
    Section { anchor: "entry", title: "help-section-entry" },
    Section { anchor: "pairing", title: "help-section-pairing" },
    Section { anchor: "results", title: "help-section-results" },
    Section { anchor: "games", title: "help-section-games" },
    Section { anchor: "standings", title: "help-section-standings" },
    Section { anchor: "public", title: "help-section-public" },
    Section { anchor: "teams", title: "help-section-teams" },
    Section { anchor: "exports", title: "help-section-exports" },
    Section { anchor: "accounts", title: "help-section-accounts" },
    Section { anchor: "cli", title: "help-section-cli" },
];

/// The manual in English.
#[derive(Template)]
#[template(path = "help/manual_en.html")]
struct English<'a> {
    ctx: &'a Ctx,
    sections: &'a [Section],
}

/// The manual in Russian.
#[derive(Template)]
#[template(path = "help/manual_ru.html")]
struct Russian<'a> {
    ctx: &'a Ctx,
    sections: &'a [Section],
}

/// `GET /help`: the manual in the visitor's language.
pub async fn manual(ctx: Ctx) -> Result<HttpResponse, AppError> {
    let sections = &SECTIONS;
    // Every language has its text: a new language does not compile without one.
    match ctx.lang() {
        Lang::En => ok(&English { ctx: &ctx, sections }),
        Lang::Ru => ok(&Russian { ctx: &ctx, sections }),
    }
}

/// The manual's route.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/help", web::get().to(manual));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The manual's page in `lang`, as a visitor who is not signed in gets it.
    fn page(lang: Lang) -> String {
        let ctx = Ctx::anonymous(lang);
        let sections = &SECTIONS;
        match lang {
            Lang::En => English { ctx: &ctx, sections }.render(),
            Lang::Ru => Russian { ctx: &ctx, sections }.render(),
        }
        .expect("the manual renders")
    }

    #[test]
    fn every_section_has_its_heading_once_in_every_language() {
        for lang in Lang::ALL {
            let html = page(lang);
            let tr = crate::web::i18n::Tr::new(lang);
            for s in &SECTIONS {
                let title = tr.t(s.title).replace('&', "&amp;").replace('\'', "&#39;");
                let heading = format!(r#"<h2 id="{}">{title}</h2>"#, s.anchor);
                assert_eq!(html.matches(&heading).count(), 1, "{lang:?}: {heading}");
                assert_eq!(html.matches(&format!(r#"id="{}""#, s.anchor)).count(), 1, "{lang:?}: one #{}", s.anchor);
                assert!(
                    html.contains(&format!(r##"<a href="#{}">"##, s.anchor)),
                    "{lang:?}: contents link #{}",
                    s.anchor
                );
            }
            // Each section ends with its way back to the contents.
            assert_eq!(html.matches(r##"<a href="#contents">"##).count(), SECTIONS.len(), "{lang:?}");
        }
    }

    #[test]
    fn every_link_inside_the_manual_leads_to_a_place_on_it() {
        for lang in Lang::ALL {
            let html = page(lang);
            let main = &html[html.find("<main>").unwrap()..];
            for link in main.split(r##"href="#"##).skip(1) {
                let anchor = &link[..link.find('"').unwrap()];
                assert!(main.contains(&format!(r#"id="{anchor}""#)), "{lang:?}: #{anchor} is on the page");
            }
        }
    }

    #[test]
    fn the_help_link_leads_to_the_section_of_the_page() {
        use crate::web::parts::help_link::help_for;
        let cases = [
            ("/", "/help"),
            ("/t/3", "/help#tournament"),
            ("/t/3/fide-mode", "/help#tournament"),
            ("/t/3/players/12/edit", "/help#players"),
            ("/t/3/round/2?filter=x", "/help#pairing"),
            ("/t/3/boards/40/game", "/help#games"),
            ("/t/3/standings", "/help#standings"),
            ("/t/3/crosstable.csv", "/help#standings"),
            ("/t/3/requests", "/help#entry"),
            ("/t/3/me/abc", "/help#entry"),
            ("/t/3/hall", "/help#public"),
            ("/t/3/matches/1", "/help#teams"),
            ("/t/3/audit", "/help#accounts"),
            ("/tournaments/import", "/help#tournament"),
            ("/ratings", "/help#players"),
            ("/admin/users", "/help#accounts"),
            ("/t/3/pairing-numbers", "/help#players"),
            ("/t/3/check-in/leave-out", "/help#entry"),
            ("/t/3/team-standings.csv", "/help#teams"),
            ("/t/3/board-prizes", "/help#standings"),
            ("/t/3/something-new", "/help"),
        ];
        for (path, want) in cases {
            let link = help_for(path);
            assert_eq!(link, want, "{path}");
            if let Some(anchor) = link.strip_prefix("/help#") {
                assert!(SECTIONS.iter().any(|s| s.anchor == anchor), "{path}: #{anchor} is a section");
            }
        }
    }

    #[test]
    fn the_russian_manual_says_sudya() {
        let html = page(Lang::Ru).to_lowercase();
        assert!(!html.contains("арбитр"), "«судья», never «арбитр»");
        assert!(html.contains("главный судья"));
    }
}
