import RocketsPreviews

// `swift run --package-path Modules/Rockets/RocketsUI rockets-previews [name] [--width N] [--no-color]`
RocketsPreviews.command.main()
