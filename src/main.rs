//! The `arbiter` command: `serve`, `migrate`, `user add`.

fn main() -> std::process::ExitCode {
    arbiter::cli::main()
}
