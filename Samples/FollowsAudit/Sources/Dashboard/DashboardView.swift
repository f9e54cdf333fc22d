import Core
import FAFoundation
import SwiftUI

/// The widgets of one account. Every action is a closure: tapping a widget asks for the list behind it, the
/// toolbar asks for the reports, the layout editor or an import. The coordinator decides how they appear.
public struct DashboardView: View {
  @State private var viewModel: DashboardViewModel
  private let didSelectMetric: (MetricKind) -> Void
  private let didTapReports: () -> Void
  private let didTapCustomize: () -> Void
  private let didTapImport: () -> Void

  private let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

  public init(
    viewModel: DashboardViewModel,
    didSelectMetric: @escaping (MetricKind) -> Void,
    didTapReports: @escaping () -> Void,
    didTapCustomize: @escaping () -> Void,
    didTapImport: @escaping () -> Void
  ) {
    _viewModel = State(initialValue: viewModel)
    self.didSelectMetric = didSelectMetric
    self.didTapReports = didTapReports
    self.didTapCustomize = didTapCustomize
    self.didTapImport = didTapImport
  }

  public var body: some View {
    content
      .navigationTitle(viewModel.title)
      .toolbar {
        ToolbarItemGroup(placement: .primaryAction) {
          Button("Reports", systemImage: "calendar", action: didTapReports)
          Button("Customize", systemImage: "slider.horizontal.3", action: didTapCustomize)
        }
      }
      .onAppear(perform: viewModel.load)
  }

  @ViewBuilder
  private var content: some View {
    switch viewModel.state {
    case .loading:
      ProgressView()
    case .noReports:
      ContentUnavailableView {
        Label("No Reports", systemImage: "chart.bar.xaxis")
      } actions: {
        Button("Import an Export", action: didTapImport)
      }
    case .failed(let message):
      ContentUnavailableView(message, systemImage: "exclamationmark.triangle")
    case .loaded:
      ScrollView {
        if let lastImport = viewModel.lastImportDescription {
          Text(lastImport)
            .font(.footnote)
            .foregroundStyle(.secondary)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal)
        }
        LazyVGrid(columns: columns, spacing: 12) {
          ForEach(viewModel.widgets) { widget in
            widgetView(widget)
          }
        }
        .padding()
      }
    }
  }

  @ViewBuilder
  private func widgetView(_ widget: DashboardWidget) -> some View {
    switch widget {
    case .followerCount(let metric):
      FollowerCountWidget(metric: metric) { didSelectMetric(.followers) }
    case .gainedLost(let model):
      GainedLostWidget(model: model, didSelectMetric: didSelectMetric)
    case .mutuals(let model):
      MutualsWidget(model: model) { didSelectMetric(.mutuals) }
    case .metric(let metric):
      MetricWidget(metric: metric) { didSelectMetric(metric.kind) }
    }
  }
}
