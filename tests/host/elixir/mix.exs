defmodule Toolnexus.MixProject do
  use Mix.Project

  def project do
    [
      app: :toolnexus,
      version: "0.0.0",
      elixir: "~> 1.14",
      elixirc_options: [warnings_as_errors: true],
      deps: []
    ]
  end
end
