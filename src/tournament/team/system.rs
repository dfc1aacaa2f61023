//! The team Swiss system an event follows, as record 192 encodes it
//! (`FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP]`).

use super::Score;

/// The colour preferences of C.04.6 (art. 1.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, diesel::AsExpression, diesel::FromSqlRow)]
#[diesel(sql_type = diesel::sql_types::Text)]
pub enum ColourModel {
    /// Type A: strong preferences only (art. 1.7.1).
    TypeA,
    /// Type B: strong and mild preferences (art. 1.7.2).
    TypeB,
    /// No colour preferences: the code names neither type.
    None,
}

/// How a team event is scored and paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TeamSystem {
    /// The colour preferences.
    pub colours: ColourModel,
    /// The score that ranks and pairs the teams (art. 1.2).
    pub primary: Score,
    /// Whether the other score counts for colours (art. 4.2.2).
    pub secondary_for_colours: bool,
}

impl Default for TeamSystem {
    fn default() -> Self {
        TeamSystem { colours: ColourModel::None, primary: Score::Match, secondary_for_colours: true }
    }
}

impl TeamSystem {
    /// The system a record 192 code names, if it is a FIDE team code:
    /// `_TYPEA`/`_TYPEB` the colour model (neither: no colour
    /// preferences), the first of `_MP`/`_GP` the primary score, and a
    /// second one that the other score counts for colours.
    pub fn from_trf_code(code: &str) -> Option<TeamSystem> {
        let code = code.trim().to_ascii_uppercase();
        let rest = code.strip_prefix("FIDE_TEAM")?;
        let words: Vec<&str> = rest.split('_').filter(|w| !w.is_empty()).collect();
        let colours = if words.contains(&"TYPEA") {
            ColourModel::TypeA
        } else if words.contains(&"TYPEB") {
            ColourModel::TypeB
        } else {
            ColourModel::None
        };
        let scores: Vec<Score> = words
            .iter()
            .filter_map(|w| match *w {
                "MP" => Some(Score::Match),
                "GP" => Some(Score::Game),
                _ => None,
            })
            .collect();
        Some(TeamSystem {
            colours,
            primary: scores.first().copied().unwrap_or(Score::Match),
            secondary_for_colours: scores.len() != 1,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_of_the_vectors() {
        let a = TeamSystem::from_trf_code("FIDE_TEAM_TYPEA_MP_GP").unwrap();
        assert_eq!((a.colours, a.primary, a.secondary_for_colours), (ColourModel::TypeA, Score::Match, true));
        let a = TeamSystem::from_trf_code("FIDE_TEAM_TYPEA_MP").unwrap();
        assert!(!a.secondary_for_colours);
        let g = TeamSystem::from_trf_code("FIDE_TEAM_TYPEA_GP_MP").unwrap();
        assert_eq!(g.primary, Score::Game);
        let b = TeamSystem::from_trf_code("FIDE_TEAM_TYPEB_MP_GP").unwrap();
        assert_eq!(b.colours, ColourModel::TypeB);
        assert_eq!(TeamSystem::from_trf_code("FIDE_TEAM_MP_GP").unwrap().colours, ColourModel::None);
        assert_eq!(TeamSystem::from_trf_code("FIDE_DUTCH_2026"), None);
    }
}
