//! The family of puzzles a rule makes ([`RuleFamily`]): the words that name
//! a puzzle, its rules on a page, its status words and its self-check
//! columns, each answered by one exhaustive match on the family.

/// The family of puzzles a rule makes, for the words that name a puzzle
/// (a title "Killer Sudoku", the list of its rules), answered by its kind
/// with [`Constraint::family`](super::Constraint::family). The variant's
/// own words (jigsaw, X, Windoku) come from [`crate::Variant`]; a family
/// adds its word to them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RuleFamily {
    /// Anti-knight: no digit twice a knight's move apart.
    AntiKnight,
    /// Anti-king: no digit twice a king's move apart.
    AntiKing,
    /// Units: rows, columns, blocks, diagonals, extra regions (the
    /// variant names them).
    Units,
    /// Killer cages.
    Killer,
    /// Even and odd cells.
    EvenOdd,
    /// Kropki dots, white and black.
    Kropki,
    /// X and V marks.
    Xv,
    /// Greater-than signs.
    GreaterThan,
    /// Thermometers.
    Thermo,
    /// German whispers.
    Whispers,
    /// Palindromes.
    Palindrome,
    /// Renban lines.
    Renban,
    /// Arrows.
    Arrow,
    /// Little killers.
    LittleKiller,
    /// Sandwich sums.
    Sandwich,
    /// The negative constraint of white Kropki dots: no dot, not
    /// consecutive. Drawn as nothing; only the page's rules say it.
    NoWhite,
    /// The negative constraint of black Kropki dots: no dot, neither digit
    /// double the other.
    NoBlack,
    /// The negative constraint of X marks: no X, no sum of 10.
    NoX,
    /// The negative constraint of V marks: no V, no sum of 5.
    NoV,
}

impl RuleFamily {
    /// The word the family adds in front of a title ("Killer" in "9x9
    /// Killer Sudoku"), `None` when the variant's name says it all.
    pub fn title_word(self) -> Option<&'static str> {
        match self {
            RuleFamily::AntiKnight => Some("Anti-knight"),
            RuleFamily::AntiKing => Some("Anti-king"),
            RuleFamily::Units => None,
            RuleFamily::Killer => Some("Killer"),
            RuleFamily::EvenOdd => Some("Even-Odd"),
            RuleFamily::Kropki => Some("Kropki"),
            RuleFamily::Xv => Some("XV"),
            RuleFamily::GreaterThan => Some("Greater-Than"),
            RuleFamily::Thermo => Some("Thermo"),
            RuleFamily::Whispers => Some("Whispers"),
            RuleFamily::Palindrome => Some("Palindrome"),
            RuleFamily::Arrow => Some("Arrow"),
            RuleFamily::LittleKiller => Some("Little Killer"),
            RuleFamily::Renban => Some("Renban"),
            RuleFamily::Sandwich => Some("Sandwich"),
            RuleFamily::NoWhite | RuleFamily::NoBlack | RuleFamily::NoX | RuleFamily::NoV => None,
        }
    }

    /// The word a short description uses ("killer" in "9x9 killer (3x3
    /// boxes, 12 cages)").
    pub fn describe_word(self) -> Option<&'static str> {
        match self {
            RuleFamily::AntiKnight => Some("anti-knight"),
            RuleFamily::AntiKing => Some("anti-king"),
            RuleFamily::Units => None,
            RuleFamily::Killer => Some("killer"),
            RuleFamily::EvenOdd => Some("even-odd"),
            RuleFamily::Kropki => Some("Kropki"),
            RuleFamily::Xv => Some("XV"),
            RuleFamily::GreaterThan => Some("greater-than"),
            RuleFamily::Thermo => Some("thermo"),
            RuleFamily::Whispers => Some("whispers"),
            RuleFamily::Palindrome => Some("palindrome"),
            RuleFamily::Arrow => Some("arrow"),
            RuleFamily::LittleKiller => Some("little killer"),
            RuleFamily::Renban => Some("renban"),
            RuleFamily::Sandwich => Some("sandwich"),
            RuleFamily::NoWhite | RuleFamily::NoBlack | RuleFamily::NoX | RuleFamily::NoV => None,
        }
    }

    /// The key of the translated title around a name ("title-killer":
    /// "Killer {name}"), `None` when the family adds nothing.
    pub fn title_key(self) -> Option<&'static str> {
        match self {
            RuleFamily::AntiKnight => Some("title-antiknight"),
            RuleFamily::AntiKing => Some("title-antiking"),
            RuleFamily::Units => None,
            RuleFamily::Killer => Some("title-killer"),
            RuleFamily::EvenOdd => Some("title-even-odd"),
            RuleFamily::Kropki => Some("title-kropki"),
            RuleFamily::Xv => Some("title-xv"),
            RuleFamily::GreaterThan => Some("title-greater"),
            RuleFamily::Thermo => Some("title-thermo"),
            RuleFamily::Whispers => Some("title-whispers"),
            RuleFamily::Palindrome => Some("title-palindrome"),
            RuleFamily::Arrow => Some("title-arrow"),
            RuleFamily::LittleKiller => Some("title-little-killer"),
            RuleFamily::Renban => Some("title-renban"),
            RuleFamily::Sandwich => Some("title-sandwich"),
            RuleFamily::NoWhite | RuleFamily::NoBlack | RuleFamily::NoX | RuleFamily::NoV => None,
        }
    }

    /// The key of the translated rule sentence a page lists ("rules-cages"),
    /// `None` for the units (the variant's words list them).
    pub fn rules_key(self) -> Option<&'static str> {
        match self {
            RuleFamily::AntiKnight => Some("rules-antiknight"),
            RuleFamily::AntiKing => Some("rules-antiking"),
            RuleFamily::Units => None,
            RuleFamily::Killer => Some("rules-cages"),
            RuleFamily::EvenOdd => Some("rules-even-odd"),
            RuleFamily::Kropki => Some("rules-kropki"),
            RuleFamily::Xv => Some("rules-xv"),
            RuleFamily::GreaterThan => Some("rules-greater"),
            RuleFamily::Thermo => Some("rules-thermo"),
            RuleFamily::Whispers => Some("rules-whispers"),
            RuleFamily::Palindrome => Some("rules-palindrome"),
            RuleFamily::Arrow => Some("rules-arrow"),
            RuleFamily::LittleKiller => Some("rules-little-killer"),
            RuleFamily::Renban => Some("rules-renban"),
            RuleFamily::Sandwich => Some("rules-sandwich"),
            RuleFamily::NoWhite => Some("rules-no-white"),
            RuleFamily::NoBlack => Some("rules-no-black"),
            RuleFamily::NoX => Some("rules-no-x"),
            RuleFamily::NoV => Some("rules-no-v"),
        }
    }

    /// The key of the translated name of the family's rules in a list of
    /// what a digit may not repeat in ("unit-cage"), `None` for the units.
    pub fn unit_key(self) -> Option<&'static str> {
        match self {
            RuleFamily::Killer => Some("unit-cage"),
            RuleFamily::AntiKnight
            | RuleFamily::AntiKing
            | RuleFamily::Units
            | RuleFamily::EvenOdd
            | RuleFamily::Kropki
            | RuleFamily::Xv
            | RuleFamily::GreaterThan
            | RuleFamily::Thermo
            | RuleFamily::Whispers
            | RuleFamily::Palindrome
            | RuleFamily::Renban
            | RuleFamily::Arrow
            | RuleFamily::LittleKiller
            | RuleFamily::Sandwich
            | RuleFamily::NoWhite
            | RuleFamily::NoBlack
            | RuleFamily::NoX
            | RuleFamily::NoV => None,
        }
    }

    /// The family's rules in the plural for a sentence ("cages" in "these
    /// givens and cages"), `None` for the units.
    pub fn plural(self) -> Option<&'static str> {
        match self {
            RuleFamily::AntiKnight => Some("rules"),
            RuleFamily::AntiKing => Some("rules"),
            RuleFamily::Units => None,
            RuleFamily::Killer => Some("cages"),
            RuleFamily::EvenOdd => Some("even and odd cells"),
            RuleFamily::Kropki => Some("dots"),
            RuleFamily::Xv => Some("marks"),
            RuleFamily::GreaterThan => Some("signs"),
            RuleFamily::Thermo => Some("thermometers"),
            RuleFamily::Whispers => Some("lines"),
            RuleFamily::Palindrome => Some("lines"),
            RuleFamily::Arrow => Some("arrows"),
            RuleFamily::LittleKiller => Some("clues"),
            RuleFamily::Renban => Some("lines"),
            RuleFamily::Sandwich => Some("clues"),
            RuleFamily::NoWhite | RuleFamily::NoBlack | RuleFamily::NoX | RuleFamily::NoV => {
                Some("rules")
            }
        }
    }

    /// The catalogue's message for "these givens and <the family's rules>
    /// have no solution" (`check-unsound-cages`), `None` for the units,
    /// whose message is `check-unsound`.
    pub fn unsound_key(self) -> Option<&'static str> {
        match self {
            RuleFamily::Killer => Some("check-unsound-cages"),
            RuleFamily::AntiKnight
            | RuleFamily::AntiKing
            | RuleFamily::Units
            | RuleFamily::EvenOdd
            | RuleFamily::Kropki
            | RuleFamily::Xv
            | RuleFamily::GreaterThan
            | RuleFamily::Thermo
            | RuleFamily::Whispers
            | RuleFamily::Palindrome
            | RuleFamily::Renban
            | RuleFamily::Arrow
            | RuleFamily::LittleKiller
            | RuleFamily::Sandwich
            | RuleFamily::NoWhite
            | RuleFamily::NoBlack
            | RuleFamily::NoX
            | RuleFamily::NoV => None,
        }
    }

    /// The catalogue's message for "no grid keeps these givens and <the
    /// family's rules>" (`sound-no-grid-cages`), `None` for the units,
    /// whose message is `sound-no-grid`.
    pub fn no_grid_key(self) -> Option<&'static str> {
        match self {
            RuleFamily::AntiKnight => None,
            RuleFamily::AntiKing => None,
            RuleFamily::Units => None,
            RuleFamily::Killer => Some("sound-no-grid-cages"),
            RuleFamily::EvenOdd => None,
            RuleFamily::Kropki => None,
            RuleFamily::Xv => None,
            RuleFamily::GreaterThan
            | RuleFamily::Thermo
            | RuleFamily::Whispers
            | RuleFamily::Palindrome
            | RuleFamily::Arrow
            | RuleFamily::LittleKiller => None,
            RuleFamily::Renban => None,
            RuleFamily::Sandwich => None,
            RuleFamily::NoWhite | RuleFamily::NoBlack | RuleFamily::NoX | RuleFamily::NoV => None,
        }
    }

    /// The catalogue's clash verdict naming the family's own way of being
    /// broken ("or a cage's sum broken": `report-verdict-clash`), `None`
    /// for the units, whose verdict is `report-verdict-clash-plain`.
    pub fn clash_key(self) -> Option<&'static str> {
        match self {
            RuleFamily::AntiKnight => None,
            RuleFamily::AntiKing => None,
            RuleFamily::Units => None,
            RuleFamily::Killer => Some("report-verdict-clash"),
            RuleFamily::EvenOdd => None,
            RuleFamily::Kropki => None,
            RuleFamily::Xv => None,
            RuleFamily::GreaterThan
            | RuleFamily::Thermo
            | RuleFamily::Whispers
            | RuleFamily::Palindrome
            | RuleFamily::Arrow
            | RuleFamily::LittleKiller => None,
            RuleFamily::Renban => None,
            RuleFamily::Sandwich => None,
            RuleFamily::NoWhite | RuleFamily::NoBlack | RuleFamily::NoX | RuleFamily::NoV => None,
        }
    }

    /// One of the family's rules for a sentence ("a cage" in "breaks a
    /// cage"), `None` for the units.
    pub fn one(self) -> Option<&'static str> {
        match self {
            RuleFamily::AntiKnight => Some("the anti-knight rule"),
            RuleFamily::AntiKing => Some("the anti-king rule"),
            RuleFamily::Units => None,
            RuleFamily::Killer => Some("a cage"),
            RuleFamily::EvenOdd => Some("an even or odd cell"),
            RuleFamily::Kropki => Some("a dot"),
            RuleFamily::Xv => Some("a mark"),
            RuleFamily::GreaterThan => Some("a sign"),
            RuleFamily::Thermo => Some("a thermometer"),
            RuleFamily::Whispers => Some("a line"),
            RuleFamily::Palindrome => Some("a line"),
            RuleFamily::Arrow => Some("an arrow"),
            RuleFamily::LittleKiller => Some("a clue"),
            RuleFamily::Renban => Some("a line"),
            RuleFamily::Sandwich => Some("a sandwich clue"),
            RuleFamily::NoWhite | RuleFamily::NoBlack | RuleFamily::NoX | RuleFamily::NoV => {
                Some("a rule")
            }
        }
    }

    /// How many columns a pupil's self-check adds to test the family's
    /// rules beyond the digit counts (a killer's one sum test, a mark's
    /// one test of its two digits).
    pub fn check_columns(self) -> u16 {
        match self {
            // Its row's digit counts say a clash: no test column.
            RuleFamily::AntiKnight => 0,
            RuleFamily::AntiKing => 0,
            RuleFamily::Units => 0,
            RuleFamily::Killer => 1,
            RuleFamily::EvenOdd => 1,
            RuleFamily::Kropki | RuleFamily::Xv | RuleFamily::GreaterThan => 1,
            RuleFamily::Thermo
            | RuleFamily::Whispers
            | RuleFamily::Palindrome
            | RuleFamily::Renban => 1,
            RuleFamily::Arrow | RuleFamily::LittleKiller => 1,
            RuleFamily::Sandwich => 1,
            RuleFamily::NoWhite | RuleFamily::NoBlack | RuleFamily::NoX | RuleFamily::NoV => 1,
        }
    }

    /// The catalogue's sentence a solving path's opening adds about the
    /// family's rules where the rater takes them in before its first step
    /// ("intro-even-odd": an even/odd cell starts with the digits of its
    /// parity only, and no technique needs the rule after that), `None`
    /// for a family whose rules the techniques read. A family no technique
    /// reads answers a sentence that says so, so that a teacher knows why
    /// the path stops where only its rules would help.
    pub fn intro_key(self) -> Option<&'static str> {
        match self {
            RuleFamily::EvenOdd => Some("intro-even-odd"),
            // No technique reads a sandwich clue: the path says so first.
            RuleFamily::Sandwich => Some("intro-sandwich"),
            RuleFamily::Units
            | RuleFamily::Killer
            | RuleFamily::Kropki
            | RuleFamily::Xv
            | RuleFamily::GreaterThan
            | RuleFamily::Thermo
            | RuleFamily::Whispers
            | RuleFamily::Palindrome
            | RuleFamily::Renban
            // Their peers are the rater's own: singles see them.
            | RuleFamily::AntiKnight
            | RuleFamily::AntiKing
            // Sum limits read them (`rate/sums.rs`).
            | RuleFamily::Arrow
            | RuleFamily::LittleKiller
            // The rater's mark partners read them.
            | RuleFamily::NoWhite | RuleFamily::NoBlack | RuleFamily::NoX | RuleFamily::NoV => None,
        }
    }

    /// The catalogue's words a self-checking grid's status cell shows
    /// when one of the family's rules is broken other than by a repeated
    /// digit ("a cage's sum is broken": `status-cage-broken`), `None` for
    /// the units, which break only by a clash.
    pub fn broken_status_key(self) -> Option<&'static str> {
        match self {
            RuleFamily::AntiKnight => None,
            RuleFamily::AntiKing => None,
            RuleFamily::Units => None,
            RuleFamily::Killer => Some("status-cage-broken"),
            RuleFamily::EvenOdd => Some("status-parity-broken"),
            RuleFamily::Kropki | RuleFamily::Xv | RuleFamily::GreaterThan => {
                Some("status-mark-broken")
            }
            RuleFamily::Thermo
            | RuleFamily::Whispers
            | RuleFamily::Palindrome
            | RuleFamily::Renban => Some("status-line-broken"),
            RuleFamily::Arrow | RuleFamily::LittleKiller => Some("status-sum-broken"),
            RuleFamily::Sandwich => Some("status-sandwich-broken"),
            RuleFamily::NoWhite | RuleFamily::NoBlack | RuleFamily::NoX | RuleFamily::NoV => {
                Some("status-mark-broken")
            }
        }
    }
}
