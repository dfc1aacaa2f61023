//! The team Swiss system an event follows, as record 192 encodes it
//! (`FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_GP|_MP]`).

use super::Score;

/// The colour preferences of C.04.6 (art. 1.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// The record 192 code of the system (`FIDE_TEAM_TYPEA_MP_GP`): the
    /// colour model, the primary score, and the other score when it counts
    /// for colours; [`TeamSystem::from_trf_code`] reads it back as it was.
    pub fn trf_code(self) -> String {
        let colours = match self.colours {
            ColourModel::TypeA => "_TYPEA",
            ColourModel::TypeB => "_TYPEB",
            ColourModel::None => "",
        };
        let word = |s: Score| match s {
            Score::Match => "_MP",
            Score::Game => "_GP",
        };
        let secondary = if self.secondary_for_colours { word(self.primary.other()) } else { "" };
        format!("FIDE_TEAM{colours}{}{secondary}", word(self.primary))
    }

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

    #[test]
    fn every_system_reads_back_from_its_code() {
        for colours in [ColourModel::TypeA, ColourModel::TypeB, ColourModel::None] {
            for primary in [Score::Match, Score::Game] {
                for secondary_for_colours in [true, false] {
                    let system = TeamSystem { colours, primary, secondary_for_colours };
                    assert_eq!(TeamSystem::from_trf_code(&system.trf_code()), Some(system), "{}", system.trf_code());
                }
            }
        }
        let b = TeamSystem { colours: ColourModel::TypeB, primary: Score::Match, secondary_for_colours: true };
        assert_eq!(b.trf_code(), "FIDE_TEAM_TYPEB_MP_GP");
    }
}
