//! The `serde` feature's values written as text: a grid as its line of
//! symbols (`"1..4.4..2..3..1."`), a variant by its name (`"windoku-x"`),
//! a level (`"hard"`), a score as Sukaku Explainer prints it (`"4.2"`) and
//! a technique by its name (`"XY-Wing"`), the same words the command line
//! and our workbooks use. Each reads back from the same text.

use std::fmt::Display;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::geometry::Variant;
use crate::grid::Grid;
use crate::rate::{Level, Score, Technique};

/// Serialize through `Display`, Deserialize through `parse`.
macro_rules! as_text {
    ($type:ty, $parse:expr) => {
        impl Serialize for $type {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $type {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = String::deserialize(deserializer)?;
                parse_with(&text, $parse).map_err(D::Error::custom)
            }
        }
    };
}

/// `parse(text)`, its error as text.
fn parse_with<T, E: Display>(
    text: &str,
    parse: impl Fn(&str) -> Result<T, E>,
) -> Result<T, String> {
    parse(text).map_err(|e| e.to_string())
}

as_text!(Grid, Grid::parse_line);
as_text!(Variant, str::parse::<Variant>);
as_text!(Level, str::parse::<Level>);
as_text!(Score, str::parse::<Score>);
as_text!(Technique, |name: &str| {
    Technique::ALL
        .into_iter()
        .find(|t| t.name() == name)
        .ok_or_else(|| format!("unknown technique '{name}'"))
});
