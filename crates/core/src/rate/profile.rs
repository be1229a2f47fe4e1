//! Everything the rater knows of each technique but the function that
//! finds it (`choose.rs`): its id, name and value, and where it is tried.
//! One arm of [`Technique::profile`] per technique, with no catch-all, so
//! a new technique does not build until it is profiled; every list the
//! rater asks ([`Technique::tried_on`], [`Technique::sound_on`], the
//! uniqueness checks, `quiet.rs`) reads it here.

use std::fmt;

use super::score::Score;
use super::technique::Technique;
use crate::geometry::Geometry;

/// The largest grid the searching techniques are tried on
/// ([`Profile::searching`]).
pub(super) const SEARCHED_UP_TO: usize = 12;

/// What the rater knows of one technique.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Profile {
    /// The catalogue id of its name is `technique-<id>` (the variant's name,
    /// spelled out so that renaming the variant cannot lose the
    /// translations).
    pub id: &'static str,
    /// The usual English name: "naked single", "X-Wing".
    pub name: &'static str,
    /// Its value on Sudoku Explainer's scale, in tenths: the lowest where it
    /// depends on the pattern (wings by their cells, chains by their
    /// length).
    pub tenths: u16,
    /// A search slow enough on large grids that it is tried only up to
    /// [`SEARCHED_UP_TO`] (chains, forcing chains, the finned Jellyfish,
    /// the wings of four and five cells).
    pub searching: bool,
    /// What its argument assumes of the rules.
    pub assumes: Assumes,
    /// Whether it assumes that the puzzle has one solution.
    pub needs_uniqueness: bool,
    /// Whether it is tried only on a puzzle with one solution although it
    /// does not assume it: the dynamic and nested forcing chains, whose
    /// search on a puzzle with many solutions (an empty grid) would take
    /// very long to end stuck all the same.
    pub only_on_unique: bool,
    /// Whether it looks at each digit alone, and at nothing but its
    /// candidate cells (the fish, the finned fish, the strong-link patterns
    /// and simple colouring), so that `quiet.rs` may skip a digit whose
    /// cells it found nothing in before.
    pub by_digit: bool,
}

/// What a technique's argument assumes of a geometry's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Assumes {
    /// Only that its units hold every digit once: any other rule removes
    /// more candidates, never puts one back.
    Units,
    /// That every rule is "all different", so that swapping digits between
    /// cells keeps every rule (the deadly patterns of uniqueness).
    OnlyAllDifferent,
}

impl Profile {
    /// A technique tried on every grid, assuming only its units.
    const fn new(id: &'static str, name: &'static str, tenths: u16) -> Profile {
        Profile {
            id,
            name,
            tenths,
            searching: false,
            assumes: Assumes::Units,
            needs_uniqueness: false,
            only_on_unique: false,
            by_digit: false,
        }
    }

    /// Tried only up to [`SEARCHED_UP_TO`].
    const fn searching(mut self) -> Profile {
        self.searching = true;
        self
    }

    /// Looks at each digit alone.
    const fn by_digit(mut self) -> Profile {
        self.by_digit = true;
        self
    }

    /// Holds only where every rule is "all different".
    const fn assumes_all_different(mut self) -> Profile {
        self.assumes = Assumes::OnlyAllDifferent;
        self
    }

    /// Assumes that the puzzle has one solution.
    const fn assumes_one_solution(mut self) -> Profile {
        self.needs_uniqueness = true;
        self
    }

    /// Tried only on a puzzle with one solution.
    const fn only_on_unique(mut self) -> Profile {
        self.only_on_unique = true;
        self
    }
}

impl Technique {
    /// What the rater knows of the technique.
    pub(super) const fn profile(self) -> Profile {
        use Technique as T;
        match self {
            T::HiddenSingleInBlock => {
                Profile::new("HiddenSingleInBlock", "hidden single in a block", 12)
            }
            T::HiddenSingleInLine => {
                Profile::new("HiddenSingleInLine", "hidden single in a line", 15)
            }
            T::DirectPointing => Profile::new("DirectPointing", "direct pointing", 17),
            T::DirectClaiming => Profile::new("DirectClaiming", "direct claiming", 19),
            T::DirectHiddenPair => Profile::new("DirectHiddenPair", "direct hidden pair", 20),
            T::NakedSingle => Profile::new("NakedSingle", "naked single", 23),
            // The killer techniques: docs/killer.md says why these values.
            T::CageCombination => Profile::new("CageCombination", "cage combination", 24),
            // A table look-up, as a cage combination is.
            T::MarkPartners => Profile::new("MarkPartners", "mark partners", 24),
            // A cage combination's arithmetic on one rule: `sums.rs`.
            T::SumLimits => Profile::new("SumLimits", "sum limits", 24),
            // Every run of a line against its cells: `renban.rs`.
            T::RenbanRuns => Profile::new("RenbanRuns", "renban runs", 25),
            T::DirectHiddenTriple => Profile::new("DirectHiddenTriple", "direct hidden triple", 25),
            T::Pointing => Profile::new("Pointing", "pointing", 26),
            T::CagePointing => Profile::new("CagePointing", "cage pointing", 27),
            T::Claiming => Profile::new("Claiming", "claiming", 28),
            T::CagePermutations => Profile::new("CagePermutations", "cage permutations", 28),
            T::RuleOf45 => Profile::new("RuleOf45", "rule of 45", 29),
            T::NakedPair => Profile::new("NakedPair", "naked pair", 30),
            T::CageSplitting => Profile::new("CageSplitting", "cage splitting", 31),
            T::XWing => Profile::new("XWing", "X-Wing", 32).by_digit(),
            T::CombinationClash => Profile::new("CombinationClash", "combination clash", 33),
            T::HiddenPair => Profile::new("HiddenPair", "hidden pair", 34),
            T::LockedDigitAcrossCages => {
                Profile::new("LockedDigitAcrossCages", "locked digit across cages", 34)
            }
            T::RuleOf45Lines => Profile::new("RuleOf45Lines", "rule of 45 over several lines", 35),
            T::NakedTriple => Profile::new("NakedTriple", "naked triple", 36),
            T::CageSplittingLines => Profile::new(
                "CageSplittingLines",
                "cage splitting over several lines",
                37,
            ),
            T::Swordfish => Profile::new("Swordfish", "Swordfish", 38).by_digit(),
            T::InniesOutiesSums => Profile::new(
                "InniesOutiesSums",
                "innies and outies over several units",
                39,
            ),
            T::HiddenTriple => Profile::new("HiddenTriple", "hidden triple", 40),
            T::Skyscraper => Profile::new("Skyscraper", "Skyscraper", 40).by_digit(),
            T::TwoStringKite => Profile::new("TwoStringKite", "2-String Kite", 41).by_digit(),
            T::TurbotFish => Profile::new("TurbotFish", "Turbot Fish", 41).by_digit(),
            T::XYWing => Profile::new("XYWing", "XY-Wing", 42),
            T::GroupedStrongLinks => {
                Profile::new("GroupedStrongLinks", "grouped 2 strong links", 43).by_digit()
            }
            T::WWing => Profile::new("WWing", "W-Wing", 44),
            T::XYZWing => Profile::new("XYZWing", "XYZ-Wing", 44),
            T::WXYZWing => Profile::new("WXYZWing", "WXYZ-Wing", 55).searching(),
            T::UniqueRectangle => Profile::new("UniqueRectangle", "unique rectangle", 45)
                .assumes_all_different()
                .assumes_one_solution(),
            T::NakedQuad => Profile::new("NakedQuad", "naked quad", 50),
            T::Jellyfish => Profile::new("Jellyfish", "Jellyfish", 52).by_digit(),
            T::HiddenQuad => Profile::new("HiddenQuad", "hidden quad", 54),
            T::ThreeStrongLinks => {
                Profile::new("ThreeStrongLinks", "three strong links", 55).searching()
            }
            T::FinnedSwordfish => {
                Profile::new("FinnedSwordfish", "finned Swordfish", 57).by_digit()
            }
            T::FinnedJellyfish => Profile::new("FinnedJellyfish", "finned Jellyfish", 61)
                .searching()
                .by_digit(),
            T::VWXYZWing => Profile::new("VWXYZWing", "VWXYZ-Wing", 62).searching(),
            T::BugPlusOne => Profile::new("BugPlusOne", "BUG+1", 56)
                .assumes_all_different()
                .assumes_one_solution(),
            T::SimpleColouring => {
                Profile::new("SimpleColouring", "simple colouring", 65).by_digit()
            }
            T::XChain => Profile::new("XChain", "X-Chain", 66).searching(),
            T::GroupedXChain => Profile::new("GroupedXChain", "grouped X-Chain", 67).searching(),
            T::Aic => Profile::new("Aic", "alternating inference chain", 70).searching(),
            T::AlsXz => Profile::new("AlsXz", "ALS-XZ", 76).searching(),
            T::GroupedAic => {
                Profile::new("GroupedAic", "grouped alternating inference chain", 76).searching()
            }
            T::ForcingChains => Profile::new("ForcingChains", "forcing chains", 80).searching(),
            T::DynamicForcingChains => {
                Profile::new("DynamicForcingChains", "dynamic forcing chains", 85)
                    .searching()
                    .only_on_unique()
            }
            T::DynamicForcingChainsPlus => {
                Profile::new("DynamicForcingChainsPlus", "dynamic forcing chains (+)", 90)
                    .searching()
                    .only_on_unique()
            }
            T::NestedForcingChains => {
                Profile::new("NestedForcingChains", "nested forcing chains", 95)
                    .searching()
                    .only_on_unique()
            }
        }
    }
}

impl Technique {
    /// The usual name: "naked single", "X-Wing".
    pub fn name(self) -> &'static str {
        self.profile().name
    }

    /// The name in the pages' language, from the catalogue's message
    /// `technique-<id>`, the id of its profile ("skrytý singl v bloku").
    /// [`Technique::name`] stays the English name the terminal, `--json`
    /// and the tests use.
    pub fn local_name(self) -> String {
        sheetdoku_i18n::text(&self.message_id())
    }

    /// The id of the technique's name in the catalogue.
    fn message_id(self) -> String {
        format!("technique-{}", self.profile().id)
    }

    /// The technique's value on the SE scale, in tenths: the lowest value
    /// when it depends on the pattern (wings by their cells, chains by their
    /// length).
    pub fn base_tenths(self) -> u16 {
        self.profile().tenths
    }

    /// The technique's value on the SE scale (the lowest, see
    /// [`Technique::base_tenths`]).
    pub fn score(self) -> Score {
        Score::from_tenths(self.base_tenths())
    }

    /// Whether the technique is tried on grids of size `n`: chains, forcing
    /// chains, the finned Jellyfish and the wings of four and five cells only
    /// up to 12x12, where their search stays fast.
    pub fn tried_on(self, n: usize) -> bool {
        !self.profile().searching || n <= SEARCHED_UP_TO
    }

    /// Whether the technique's argument holds on `geometry`'s rules. Most
    /// reason from units alone, and any further rule only removes more, so
    /// they hold everywhere; the uniqueness patterns (unique rectangles,
    /// BUG+1) hold only where every rule is "all different": a deadly
    /// pattern swaps digits, which keeps every unit but may break a sum or
    /// a sign between cells.
    ///
    /// ```
    /// use sheetdoku::Geometry;
    /// use sheetdoku::rate::Technique;
    /// let g = Geometry::standard(9).unwrap();
    /// assert!(Technique::ALL.iter().all(|t| t.sound_on(&g)));
    /// ```
    pub fn sound_on(self, geometry: &Geometry) -> bool {
        match self.profile().assumes {
            Assumes::Units => true,
            Assumes::OnlyAllDifferent => geometry.only_all_different(),
        }
    }

    /// Whether the technique assumes that the puzzle has one solution.
    pub(super) fn needs_uniqueness(self) -> bool {
        self.profile().needs_uniqueness
    }

    /// Whether the technique is tried only on a puzzle with one solution
    /// although it does not assume it: the dynamic and nested forcing
    /// chains, whose search on a puzzle with many solutions (an empty grid)
    /// would take very long to end stuck all the same.
    pub(super) fn only_on_unique(self) -> bool {
        self.profile().only_on_unique
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::Technique;
    use sheetdoku_i18n::Lang;

    #[test]
    fn every_technique_is_named_in_every_language_and_english_keeps_its_name() {
        for t in Technique::ALL {
            let id = t.message_id();
            assert_eq!(Lang::En.text(&id), t.name());
            for lang in Lang::ALL {
                assert_ne!(lang.text(&id), id, "{} lacks {id}", lang.code());
            }
        }
        assert_eq!(
            Lang::De.text("technique-HiddenSingleInBlock"),
            "versteckter Single im Block"
        );
        assert_eq!(Lang::Sk.text("technique-NakedSingle"), "nahý singl");
    }

    #[test]
    fn every_technique_has_an_id_of_its_own() {
        let mut ids: Vec<&str> = Technique::ALL.iter().map(|t| t.profile().id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), Technique::ALL.len());
    }
}
